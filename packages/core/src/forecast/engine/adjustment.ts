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
/** Weeks of week-end balances whose mean is the usual level. */
export const LEVEL_WEEKS = 26;
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

/**
 * The adjustments a forecast applies: `adjustment` for the whole horizon and `early` for its first
 * `EARLY_WEEKS` weeks, handing over to `adjustment` by week `HANDOVER_WEEK` (the same adjustment
 * when the ledger earned no other for its first weeks).
 */
export type PathAdjustment = { adjustment: Adjustment; early: Adjustment };

/** Weeks the early adjustment holds alone, and the week by which it has handed over. */
export const EARLY_WEEKS = 4;
export const HANDOVER_WEEK = 8;

/** Cumulative change of the balance at weeks 1..plain.length under a path adjustment. */
export function fitPath(
  plain: readonly number[],
  gap: number,
  { adjustment, early }: PathAdjustment,
  calendar: readonly number[] | null,
): number[] {
  const late = adjusted(plain, gap, adjustment, calendar);
  if (early === adjustment) return late;
  const first = adjusted(plain, gap, early, calendar);
  return late.map((change, h) => {
    const weight = Math.min(
      1,
      Math.max(0, (HANDOVER_WEEK - (h + 1)) / (HANDOVER_WEEK - EARLY_WEEKS)),
    );
    return weight * (first[h] as number) + (1 - weight) * change;
  });
}

/**
 * Moves the balance onto the adjusted path (see `fitPath`) through each week's adjustment (cents),
 * leaving its inflows and outflows as the history's patterns made them (see `shiftPath`).
 */
export function applyAdjustment(
  flows: { inflowCents: readonly number[]; outflowCents: readonly number[] },
  adjustmentCents: number[],
  gap: number,
  path: PathAdjustment,
  calendar: readonly number[] | null,
): void {
  const plain: number[] = [];
  let change = 0;
  for (let w = 0; w < adjustmentCents.length; w += 1) {
    change +=
      (flows.inflowCents[w] as number) -
      (flows.outflowCents[w] as number) +
      (adjustmentCents[w] as number);
    plain.push(change);
  }
  const target = fitPath(plain, gap, path, calendar);
  shiftPath(
    adjustmentCents,
    target.map((value, w) => value - (plain[w] as number)),
  );
}
