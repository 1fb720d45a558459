import { adjusted, DEFAULT_ADJUSTMENT, EARLY_WEEKS, fitPath, usualLevel } from './adjustment.js';
import type { Adjustment, PathAdjustment } from './adjustment.js';
import { calendarPath } from './calendarPath.js';
import type { DailyFlow } from './calendarPath.js';
import { residualWeekly } from './residualModel.js';
import type { WeeklyFlows } from './weeklyFlows.js';

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
/** The plain forecast as it is: the whole drift, no pull, no calendar. */
export const PLAIN_ADJUSTMENT: Adjustment = { drift: 1, reversion: 1, calendar: 0 };
/** Weeks of history an origin needs. */
export const MIN_ORIGIN_WEEKS = 8;
/** Past origins read: two years of weeks. */
export const MAX_ORIGINS = 104;
/** Past origins (whole horizon after them) a ledger needs before an adjustment is chosen from them. */
export const MIN_FIT_ORIGINS = 20;

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
    const residual =
      residualWeekly(flows.inflows, origin, { cents: flows.lead.inflows, days: flows.lead.days }) -
      residualWeekly(flows.outflows, origin, { cents: flows.lead.outflows, days: flows.lead.days });
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

export type AdjustmentFit = PathAdjustment & {
  /** Per horizon, the errors (actual - forecast change) the path made at past origins. */
  errors: number[][];
};

/** The sum of absolute errors an adjustment made at the given horizons (0-based) of past origins. */
function errorOf(origins: readonly Origin[], adjustment: Adjustment, scored: readonly number[]) {
  let error = 0;
  for (const origin of origins) {
    const forecast = adjusted(origin.plain, origin.gap, adjustment, origin.calendar);
    for (const h of scored) {
      error += Math.abs((origin.actual[h] as number) - (forecast[h] as number));
    }
  }
  return error;
}

/** The candidate that beats `current`'s error by the margin, else `current`. */
function choose(
  current: Adjustment,
  candidates: readonly Adjustment[],
  error: (adjustment: Adjustment) => number,
): Adjustment {
  let best = current;
  let bestError = error(current) * MARGIN;
  for (const adjustment of candidates) {
    const candidateError = error(adjustment);
    if (candidateError < bestError) {
      bestError = candidateError;
      best = adjustment;
    }
  }
  return best;
}

/**
 * Chooses the adjustment that would have forecast this ledger's balance best at weeks 4 and 13
 * from its past weekly origins (the default when none wins clearly), and returns the errors the
 * path made there. The recurring payments of past weeks are taken as they came, so the errors are
 * those of the residual flow and the adjustment.
 *
 * A ledger with too few such origins keeps its plain forecast: its series and its own recent net
 * flow. A few months do not tell a trend from a swing, but a guessed pull or a dropped drift would
 * contradict the ledger's own burn (a business burning cash does not earn its way back to its
 * usual balance). Its errors, for the range, come from every origin with the weeks after it.
 */
export function fitAdjustment(
  flows: WeeklyFlows,
  horizons: number,
  netFlow: DailyFlow,
): AdjustmentFit {
  const origins = pastOrigins(flows, horizons, netFlow);
  const errors: number[][] = Array.from({ length: horizons }, () => []);
  if (origins.length < MIN_FIT_ORIGINS) {
    const early = Math.min(EARLY_WEEKS, horizons);
    for (const origin of pastOrigins(flows, early, netFlow)) {
      origin.plain.forEach((change, h) =>
        (errors[h] as number[]).push((origin.actual[h] as number) - change),
      );
    }
    for (const origin of origins) {
      for (let h = early; h < horizons; h += 1) {
        (errors[h] as number[]).push((origin.actual[h] as number) - (origin.plain[h] as number));
      }
    }
    return { adjustment: PLAIN_ADJUSTMENT, early: PLAIN_ADJUSTMENT, errors };
  }
  const scored = [Math.min(EARLY_WEEKS, horizons) - 1, horizons - 1];
  const best = choose(DEFAULT_ADJUSTMENT, CANDIDATES, (a) => errorOf(origins, a, scored));
  const path: PathAdjustment = { adjustment: best, early: best };
  for (const origin of origins) {
    const forecast = fitPath(origin.plain, origin.gap, path, origin.calendar);
    forecast.forEach((change, h) =>
      (errors[h] as number[]).push((origin.actual[h] as number) - change),
    );
  }
  return { ...path, errors };
}
