/** Weeks of the recent mean. */
export const RECENT_WEEKS = 13;
/** Weeks of the long-run mean the recent one is shrunk towards. */
export const LONG_RUN_WEEKS = 52;
/** Weight of the recent mean; the rest goes to the long-run mean. */
export const RECENT_WEIGHT = 0.5;

function meanOf(values: ArrayLike<number>, from: number, to: number): number {
  const start = Math.max(0, from);
  if (to <= start) return 0;
  let sum = 0;
  for (let i = start; i < to; i += 1) sum += values[i] as number;
  return sum / (to - start);
}

/**
 * The expected weekly amount of a flow not explained by recurring series, from the weeks before
 * week `end` (exclusive): the recent mean shrunk towards the long-run mean. Plain means, not
 * trimmed ones: one-off purchases are rare but real costs, and leaving them out would make every
 * balance drift up.
 */
export function residualWeekly(values: ArrayLike<number>, end: number): number {
  if (end <= 0) return 0;
  const recent = meanOf(values, end - RECENT_WEEKS, end);
  const longRun = meanOf(values, end - LONG_RUN_WEEKS, end);
  return RECENT_WEIGHT * recent + (1 - RECENT_WEIGHT) * longRun;
}
