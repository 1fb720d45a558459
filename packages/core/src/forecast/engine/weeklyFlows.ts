import { ONE_OFF } from './financingOneOffs.js';
import type { LedgerRows } from './ledgerRows.js';

/**
 * The ledger's history in whole weeks ending on the as-of date's weekday, in cents. Week 0 is the
 * oldest whole week; week `weeks - 1` ends on the as-of date.
 */
export type WeeklyFlows = {
  weeks: number;
  /** Money in and out (positive) not explained by a recurring series. */
  inflows: Float64Array;
  outflows: Float64Array;
  /** Net flow of the recurring series' payments. */
  recurring: Float64Array;
  /** Balance at the end of each week, worked back from the opening balance. */
  closing: Float64Array;
  /**
   * The residual flow of the days before the first whole week (fewer than 7): money the weekly
   * means must still count, or a young ledger's forecast would lose its first days' bills.
   */
  lead: LeadFlow;
};

/** Money in and out (positive) of the days before the first whole week, and how many days. */
export type LeadFlow = { inflows: number; outflows: number; days: number };

/**
 * Sums the rows into whole weeks: rows flagged 1 in `explained` are recurring payments, rows
 * flagged `ONE_OFF` financing one-offs (in the balances only), the others the residual flow (that
 * of the days before the first whole week kept apart in `lead`); the week-end balances are the
 * opening balance less the flows after each week.
 */
export function weeklyFlows(
  rows: LedgerRows,
  explained: Uint8Array,
  openingCents: number,
): WeeklyFlows {
  const weeks = Math.floor((rows.asOfDay - rows.firstDay + 1) / 7);
  const inflows = new Float64Array(weeks);
  const outflows = new Float64Array(weeks);
  const recurring = new Float64Array(weeks);
  const net = new Float64Array(weeks);
  const firstWeekStart = rows.asOfDay - weeks * 7 + 1;
  const lead: LeadFlow = { inflows: 0, outflows: 0, days: firstWeekStart - rows.firstDay };
  for (let r = 0; r < rows.count; r += 1) {
    const offset = (rows.day[r] as number) - firstWeekStart;
    const cents = rows.cents[r] as number;
    if (offset < 0) {
      if (explained[r] !== 0) continue;
      if (cents > 0) lead.inflows += cents;
      else lead.outflows -= cents;
      continue;
    }
    const week = Math.floor(offset / 7);
    net[week] = (net[week] as number) + cents;
    if (explained[r] === 1) recurring[week] = (recurring[week] as number) + cents;
    else if (explained[r] === ONE_OFF) continue;
    else if (cents > 0) inflows[week] = (inflows[week] as number) + cents;
    else outflows[week] = (outflows[week] as number) - cents;
  }
  const closing = new Float64Array(weeks);
  let balance = openingCents;
  for (let week = weeks - 1; week >= 0; week -= 1) {
    closing[week] = balance;
    balance -= net[week] as number;
  }
  return { weeks, inflows, outflows, recurring, closing, lead };
}
