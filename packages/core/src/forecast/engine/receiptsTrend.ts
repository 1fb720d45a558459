import { LONG_RUN_WEEKS, RECENT_WEEKS, RECENT_WEIGHT } from './residualModel.js';

/** Weeks of receipts the line is fitted to, and the fewest whole weeks a ledger needs for it. */
export const RECEIPTS_TREND_WEEKS = 26;
/** |t| of the line's slope from which the receipts count as rising or falling. */
export const RECEIPTS_TREND_T = 2;

/** The week (index, weeks before `end` counted as in `residualWeekly`) its mean is centred on. */
export function residualCentre(end: number): number {
  const middle = (from: number) => (Math.max(0, from) + end - 1) / 2;
  return (
    RECENT_WEIGHT * middle(end - RECENT_WEEKS) + (1 - RECENT_WEIGHT) * middle(end - LONG_RUN_WEEKS)
  );
}

/** The least-squares slope per week of the values of weeks [from, end) and its t-statistic. */
export function slopeOf(
  values: ArrayLike<number>,
  from: number,
  end: number,
): { slope: number; t: number } {
  const n = end - from;
  if (n < 3) return { slope: 0, t: 0 };
  const meanX = (from + end - 1) / 2;
  let meanY = 0;
  for (let i = from; i < end; i += 1) meanY += (values[i] as number) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = from; i < end; i += 1) {
    sxx += (i - meanX) ** 2;
    sxy += (i - meanX) * ((values[i] as number) - meanY);
  }
  const slope = sxy / sxx;
  let squares = 0;
  for (let i = from; i < end; i += 1) {
    squares += ((values[i] as number) - meanY - slope * (i - meanX)) ** 2;
  }
  const error = Math.sqrt(squares / (n - 2) / sxx);
  if (error === 0) return { slope, t: slope === 0 ? 0 : Math.sign(slope) * Infinity };
  return { slope, t: slope / error };
}

/**
 * What brings the weekly mean of the receipts no pattern explains (see `residualWeekly`) up (or
 * down) to where they stand now, in cents a week: when the weekly receipts of the last
 * `RECEIPTS_TREND_WEEKS` weeks rose (or fell) along a line clearly (|t| of its slope at least
 * `RECEIPTS_TREND_T`), the line's rise from the week the mean is centred on to the as-of date; else
 * 0. The mean of a growing business's sales lies some ten weeks back, so its forecast trails them
 * and can fall while the business gains. The line is not carried past the as-of date: a season's
 * turn would carry it the wrong way. Money out is left to its mean: one-off purchases and owner
 * draws come in lumps that a line through a few months reads as a trend.
 */
export function receiptsCatchUp(inflows: ArrayLike<number>, weeks: number): number {
  if (weeks < RECEIPTS_TREND_WEEKS) return 0;
  const { slope, t } = slopeOf(inflows, weeks - RECEIPTS_TREND_WEEKS, weeks);
  if (Math.abs(t) < RECEIPTS_TREND_T) return 0;
  // Week i spans [i, i + 1): the as-of date, which ends week `weeks - 1`, is at `weeks`, and the
  // mean is centred on its centre week's middle.
  return slope * (weeks - 0.5 - residualCentre(weeks));
}
