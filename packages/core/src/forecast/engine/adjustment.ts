import { calendarPath } from './calendarPath.js';
import type { DailyFlow } from './calendarPath.js';
import { residualWeekly } from './residualModel.js';
import { shiftPath } from './shiftPath.js';
import type { WeeklyFlows } from './weeklyFlows.js';

/**
 * How the plain forecast (recurring payments plus the residual mean) is corrected: `drift` keeps
 * that share of its 13-week net change (shrinkage towards a flat balance), `reversion` pulls the
 * balance back towards its usual level by 1 - reversion^h at week h (1: no pull); `calendar` is
 * the weight of the calendar path (see `calendarPath`) averaged into the plain path first.
 */
export type Adjustment = { drift: number; reversion: number; calendar: number };

/** Half the drift, no pull, half the calendar: what a ledger with enough history starts from. */
export const DEFAULT_ADJUSTMENT: Adjustment = { drift: 0.5, reversion: 1, calendar: 0.5 };
/**
 * What a ledger with too little history to choose from gets: no drift (a few months do not tell
 * a trend from a swing) and a slight pull to the usual balance; the payments' timing stays.
 */
export const SHORT_HISTORY_ADJUSTMENT: Adjustment = { drift: 0, reversion: 0.95, calendar: 0.5 };
/**
 * What a ledger with too little history gets when its balance has moved one way steadily (see
 * `trendStatistic`): half the drift kept, no pull. A business growing or burning cash keeps going
 * for a while; a household's swings do not pass the test.
 */
export const SHORT_TRENDING_ADJUSTMENT: Adjustment = { drift: 0.5, reversion: 1, calendar: 0.5 };
/** |t| of the mean weekly change of the balance above which it is trending. */
export const TREND_T = 2;
/** Weeks of balance changes the trend test reads. */
export const TREND_WEEKS = 26;
/**
 * The other adjustments a ledger may earn: flat, flat pulled to the usual level, all the drift, a
 * mix; each with half the calendar or none (a ledger whose payments all follow their schedules).
 */
const CANDIDATES: readonly Adjustment[] = [
  { drift: 0, reversion: 1 },
  { drift: 0, reversion: 0.9 },
  { drift: 1, reversion: 1 },
  { drift: 0.25, reversion: 0.95 },
  { drift: 0.5, reversion: 1 },
].flatMap((adjustment) => [0.5, 0].map((calendar) => ({ ...adjustment, calendar })));
/**
 * Another adjustment replaces the default only when its past error is at most this share of the
 * default's: with a few dozen origins, a small win is as likely luck as skill.
 */
const MARGIN = 0.8;
/** Weeks of week-end balances whose mean is the usual level. */
export const LEVEL_WEEKS = 26;
/** Weeks of history an origin needs. */
export const MIN_ORIGIN_WEEKS = 8;
/** Past origins read: two years of weeks. */
export const MAX_ORIGINS = 104;
/** Past origins (whole horizon after them) a ledger needs before an adjustment is chosen from them. */
export const MIN_FIT_ORIGINS = 20;

/** The mean week-end balance of the `LEVEL_WEEKS` weeks before week `end`. */
export function usualLevel(flows: WeeklyFlows, end: number): number {
  const start = Math.max(0, end - LEVEL_WEEKS);
  let sum = 0;
  for (let w = start; w < end; w += 1) sum += flows.closing[w] as number;
  return end > start ? sum / (end - start) : 0;
}

/**
 * Cumulative change of the balance at weeks 1..plain.length after applying an adjustment to the
 * plain path and the calendar path (none: the plain path alone).
 */
export function adjusted(
  plain: readonly number[],
  gap: number,
  adjustment: Adjustment,
  calendar: readonly number[] | null = null,
): number[] {
  const weight = calendar === null ? 0 : adjustment.calendar;
  const base = plain.map(
    (change, h) => (1 - weight) * change + weight * ((calendar?.[h] as number | undefined) ?? 0),
  );
  const horizons = base.length;
  const total = base[horizons - 1] ?? 0;
  return base.map(
    (change, h) =>
      change -
      ((1 - adjustment.drift) * (h + 1) * total) / horizons +
      gap * (1 - adjustment.reversion ** (h + 1)),
  );
}

type Origin = { plain: number[]; calendar: number[] | null; gap: number; actual: number[] };

/**
 * Past origins of the ledger with a whole horizon after them: the plain forecast made there (the
 * residual mean from the weeks before it, the recurring payments as they came), the gap from the
 * balance to its usual level, and what the balance did.
 */
function pastOrigins(flows: WeeklyFlows, horizons: number, netFlow: DailyFlow): Origin[] {
  const origins: Origin[] = [];
  const first = Math.max(MIN_ORIGIN_WEEKS, flows.weeks - MAX_ORIGINS);
  for (let origin = first; origin + horizons <= flows.weeks; origin += 1) {
    const residual = residualWeekly(flows.inflows, origin) - residualWeekly(flows.outflows, origin);
    const opening = flows.closing[origin - 1] as number;
    const plain: number[] = [];
    const actual: number[] = [];
    let change = 0;
    for (let h = 0; h < horizons; h += 1) {
      change += (flows.recurring[origin + h] as number) + residual;
      plain.push(change);
      actual.push((flows.closing[origin + h] as number) - opening);
    }
    const day = netFlow.firstDay + netFlow.cumulative.length - 1 - (flows.weeks - origin) * 7;
    origins.push({
      plain,
      calendar: calendarPath(netFlow, day, horizons),
      gap: usualLevel(flows, origin) - opening,
      actual,
    });
  }
  return origins;
}

/**
 * The t-statistic of the mean weekly change of the balance over the last `TREND_WEEKS` weeks: the
 * mean over its standard error. Infinite for a balance that moves by the same amount every week,
 * 0 with fewer than two weeks.
 */
export function trendStatistic(flows: WeeklyFlows): number {
  const count = Math.min(flows.weeks - 1, TREND_WEEKS);
  if (count < 2) return 0;
  let sum = 0;
  let squares = 0;
  for (let w = flows.weeks - count; w < flows.weeks; w += 1) {
    const change = (flows.closing[w] as number) - (flows.closing[w - 1] as number);
    sum += change;
    squares += change * change;
  }
  const mean = sum / count;
  const deviation = Math.sqrt(Math.max(0, squares / count - mean * mean));
  if (deviation === 0) return mean === 0 ? 0 : Math.sign(mean) * Infinity;
  return (mean * Math.sqrt(count)) / deviation;
}

export type AdjustmentFit = {
  adjustment: Adjustment;
  /** Per horizon, the errors (actual - forecast change) the adjustment made at past origins. */
  errors: number[][];
};

/**
 * Chooses the adjustment that would have forecast this ledger's balance best at weeks 4 and 13
 * from its past weekly origins (the default when none wins clearly; `SHORT_HISTORY_ADJUSTMENT`
 * or, for a trending balance, `SHORT_TRENDING_ADJUSTMENT` when the ledger has too few), and
 * returns its errors there. The recurring payments of past weeks are taken as they came, so the
 * errors are those of the residual flow and the adjustment.
 */
export function fitAdjustment(
  flows: WeeklyFlows,
  horizons: number,
  netFlow: DailyFlow,
): AdjustmentFit {
  const origins = pastOrigins(flows, horizons, netFlow);
  const scored = [Math.min(4, horizons) - 1, horizons - 1];
  let best =
    Math.abs(trendStatistic(flows)) > TREND_T
      ? SHORT_TRENDING_ADJUSTMENT
      : SHORT_HISTORY_ADJUSTMENT;
  const errorOf = (adjustment: Adjustment) => {
    let error = 0;
    for (const origin of origins) {
      const forecast = adjusted(origin.plain, origin.gap, adjustment, origin.calendar);
      for (const h of scored)
        error += Math.abs((origin.actual[h] as number) - (forecast[h] as number));
    }
    return error;
  };
  if (origins.length >= MIN_FIT_ORIGINS) {
    best = DEFAULT_ADJUSTMENT;
    let bestError = errorOf(DEFAULT_ADJUSTMENT) * MARGIN;
    for (const adjustment of CANDIDATES) {
      const error = errorOf(adjustment);
      if (error < bestError) {
        bestError = error;
        best = adjustment;
      }
    }
  }
  const errors: number[][] = Array.from({ length: horizons }, () => []);
  for (const origin of origins) {
    const forecast = adjusted(origin.plain, origin.gap, best, origin.calendar);
    for (let h = 0; h < horizons; h += 1) {
      (errors[h] as number[]).push((origin.actual[h] as number) - (forecast[h] as number));
    }
  }
  return { adjustment: best, errors };
}

/**
 * Moves the weekly flows so the balance follows the adjusted path (see `adjusted`): what a week
 * gains is added to its inflows, what it loses to its outflows, in whole cents.
 */
export function applyAdjustment(
  inflowCents: number[],
  outflowCents: number[],
  gap: number,
  adjustment: Adjustment,
  calendar: readonly number[] | null,
): void {
  const plain: number[] = [];
  let change = 0;
  for (let w = 0; w < inflowCents.length; w += 1) {
    change += (inflowCents[w] as number) - (outflowCents[w] as number);
    plain.push(change);
  }
  const target = adjusted(plain, gap, adjustment, calendar);
  shiftPath(
    inflowCents,
    outflowCents,
    target.map((value, w) => value - (plain[w] as number)),
  );
}
