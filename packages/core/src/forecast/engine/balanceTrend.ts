import type { WeeklyFlows } from './weeklyFlows.js';

/** |t| of the mean weekly change of the balance above which it is trending. */
export const TREND_T = 2;
/** Weeks of balance changes the trend test reads. */
export const TREND_WEEKS = 26;

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

/** Weeks of one block of the month-scale trend test: payroll and rent do not read as noise. */
export const BLOCK_WEEKS = 4;

/**
 * The t-statistic of the balance's mean change over whole 4-week blocks counted back from the
 * as-of date (see `trendStatistic`); 0 with fewer than 3 blocks.
 */
export function blockTrend(flows: WeeklyFlows): number {
  const blocks = Math.floor(flows.weeks / BLOCK_WEEKS);
  if (blocks < 3) return 0;
  const first = flows.weeks - blocks * BLOCK_WEEKS;
  let before =
    first > 0
      ? (flows.closing[first - 1] as number)
      : (flows.closing[0] as number) -
        ((flows.inflows[0] as number) -
          (flows.outflows[0] as number) +
          (flows.recurring[0] as number));
  let sum = 0;
  let squares = 0;
  for (let b = 1; b <= blocks; b += 1) {
    const after = flows.closing[first + b * BLOCK_WEEKS - 1] as number;
    sum += after - before;
    squares += (after - before) * (after - before);
    before = after;
  }
  const mean = sum / blocks;
  const deviation = Math.sqrt(Math.max(0, squares / blocks - mean * mean));
  if (deviation === 0) return mean === 0 ? 0 : Math.sign(mean) * Infinity;
  return (mean * Math.sqrt(blocks)) / deviation;
}
