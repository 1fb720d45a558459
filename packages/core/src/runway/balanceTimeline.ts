import { addMonthsToKey, daysBetween, endOfMonth, monthKey } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { CashFlowWeek } from '../forecast/engine/forecastTypes.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';

/** Month ends of history the runway chart shows before the as-of date. */
export const TIMELINE_HISTORY_MONTHS = 6;

/**
 * One point of the runway chart's single line: the balance at a month end (`actual`), on the as-of
 * date (both, so the two parts join), or at a forecast week's end (`forecast`, the expected path).
 * `day` counts days from the as-of date (negative before it), so the axis spaces dates truly.
 */
export type TimelinePoint = {
  date: IsoDate;
  day: number;
  actual: number | null;
  forecast: number | null;
};

export type BalanceTimelineInput = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  /** The forecast shown beside the chart, week by week. */
  weeks: readonly Pick<CashFlowWeek, 'end' | 'balance'>[];
  /** The balance as of the date, which the forecast starts from (the figures' balance). */
  openingBalance: number;
};

/**
 * The balance history (each month end of the last 6 months since the ledger's first transaction)
 * and the forecast's expected balance after it, as one line for the runway chart. A month end's
 * balance is the as-of balance less every amount dated after it, so the history ends exactly at
 * the balance every page shows, whichever rows carry a statement balance.
 */
export function balanceTimeline({
  transactions,
  asOf,
  weeks,
  openingBalance,
}: BalanceTimelineInput): TimelinePoint[] {
  const asOfMonth = monthKey(asOf);
  const monthEnds: IsoDate[] = [];
  for (let back = TIMELINE_HISTORY_MONTHS; back >= 1; back -= 1) {
    monthEnds.push(endOfMonth(`${addMonthsToKey(asOfMonth, -back)}-01`));
  }
  // Cents that moved after each month end, up to the as-of date.
  const laterCents = monthEnds.map(() => 0);
  let first: IsoDate | null = null;
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (t.date > asOf) continue;
    if (first === null || t.date < first) first = t.date;
    const cents = toCents(t.amount);
    monthEnds.forEach((end, i) => {
      if (t.date > end) laterCents[i] = (laterCents[i] ?? 0) + cents;
    });
  }
  const openingCents = toCents(openingBalance);
  const points: TimelinePoint[] = [];
  monthEnds.forEach((date, i) => {
    // Before the ledger's first transaction there is no history to show.
    if (first === null || date < first || date >= asOf) return;
    const actual = fromCents(openingCents - (laterCents[i] ?? 0));
    points.push({ date, day: daysBetween(asOf, date), actual, forecast: null });
  });
  points.push({ date: asOf, day: 0, actual: openingBalance, forecast: openingBalance });
  for (const week of weeks) {
    points.push({
      date: week.end,
      day: daysBetween(asOf, week.end),
      actual: null,
      forecast: week.balance.expected,
    });
  }
  return points;
}
