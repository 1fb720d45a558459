/** Weeks of the recent mean. */
export const RECENT_WEEKS = 13;
/** Weeks of the long-run mean the recent one is shrunk towards. */
export const LONG_RUN_WEEKS = 52;
/** Weight of the recent mean; the rest goes to the long-run mean. */
export const RECENT_WEIGHT = 0.5;
/** Weekly values further than this many median absolute deviations from the median are capped. */
const CAP_MADS = 4;

function sortedSlice(values: ArrayLike<number>, from: number, to: number): number[] {
  const slice: number[] = [];
  for (let i = Math.max(0, from); i < to; i += 1) slice.push(values[i] as number);
  return slice.sort((a, b) => a - b);
}

function medianOfSorted(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Mean of `values[from..to)` with values beyond median ± CAP_MADS MADs capped (one-off purchases). */
function cappedMean(values: ArrayLike<number>, from: number, to: number): number {
  const sorted = sortedSlice(values, from, to);
  if (sorted.length === 0) return 0;
  const middle = medianOfSorted(sorted);
  const mad = medianOfSorted(sorted.map((v) => Math.abs(v - middle)).sort((a, b) => a - b));
  const cap = middle + CAP_MADS * Math.max(mad, Math.abs(middle) * 0.1);
  let sum = 0;
  for (const value of sorted) sum += Math.min(value, cap);
  return sum / sorted.length;
}

/**
 * The expected weekly amount of a flow not explained by recurring series, from the weeks before
 * week `end` (exclusive): the recent mean shrunk towards the long-run mean, one-off spikes capped.
 */
export function residualWeekly(values: ArrayLike<number>, end: number): number {
  if (end <= 0) return 0;
  const recent = cappedMean(values, end - RECENT_WEEKS, end);
  const longRun = cappedMean(values, end - LONG_RUN_WEEKS, end);
  return RECENT_WEIGHT * recent + (1 - RECENT_WEIGHT) * longRun;
}
