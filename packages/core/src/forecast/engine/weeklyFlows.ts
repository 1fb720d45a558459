import type { LedgerRows } from './ledgerRows.js';

/**
 * Weekly sums of the flows not explained by a recurring series, in cents. Week 0 is the oldest
 * whole week; the last week ends on the as-of date (weeks run as the forecast's do, ending on the
 * as-of date's weekday).
 */
export type WeeklyFlows = { inflows: Float64Array; outflows: Float64Array; weeks: number };

/** Sums the rows not flagged in `explained` into whole weeks ending on the as-of date. */
export function weeklyResidual(rows: LedgerRows, explained: Uint8Array): WeeklyFlows {
  const weeks = Math.floor((rows.asOfDay - rows.firstDay + 1) / 7);
  const inflows = new Float64Array(weeks);
  const outflows = new Float64Array(weeks);
  const firstWeekStart = rows.asOfDay - weeks * 7 + 1;
  for (let r = 0; r < rows.count; r += 1) {
    if (explained[r] === 1) continue;
    const offset = (rows.day[r] as number) - firstWeekStart;
    if (offset < 0) continue;
    const week = Math.floor(offset / 7);
    const cents = rows.cents[r] as number;
    if (cents > 0) inflows[week] = (inflows[week] as number) + cents;
    else outflows[week] = (outflows[week] as number) - cents;
  }
  return { inflows, outflows, weeks };
}
