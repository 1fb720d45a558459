import { dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { toCents } from '../money.js';
import type { OpenItem } from './openItem.js';
import { dayNumbers, neverPaidChance, partyKeys } from './paymentTiming.js';
import type { PaymentTiming } from './paymentTiming.js';

/**
 * Days of paid items the list must reach back before it is taken as the whole history of the
 * business's invoicing (as an accounting service's is), rather than a list of what is open: such
 * a list may hold old overdue invoices, but none paid.
 */
export const FULL_HISTORY_DAYS = 91;
/** Days of the recent issuing rate, and of the long-run one it is shrunk towards (half each). */
export const RECENT_ISSUE_DAYS = 91;
export const LONG_RUN_ISSUE_DAYS = 364;

/**
 * Whether the items of the timing's kind hold one issued `FULL_HISTORY_DAYS` or more before the
 * as-of date and paid by then.
 */
export function isFullHistory(
  items: readonly OpenItem[],
  timing: PaymentTiming,
  asOf: IsoDate,
): boolean {
  const from = dateOfDayNumber(dayNumber(asOf) - FULL_HISTORY_DAYS);
  return items.some(
    (item) =>
      item.kind === timing.kind &&
      item.issueDate <= from &&
      item.payments.some((payment) => payment.date <= asOf),
  );
}

type Issued = { recent: number; longRun: number; terms: number[] };

/**
 * What each party will be paid over the weeks for items not issued yet (cents per week, by
 * party key): it keeps issuing at its rate (the mean issued a day over the last 13 weeks, shrunk
 * half towards that of the last 52, over no more days than the history has), on its usual terms
 * (the median days from issue to due), paid by its habit less its chance of never paying.
 * Parties with items in the last 52 weeks only; the others have stopped.
 */
export function expectedFromFutureItems(
  items: readonly OpenItem[],
  timing: PaymentTiming,
  asOf: IsoDate,
  weeks: number,
): Map<string, number[]> {
  const asOfDay = dayNumber(asOf);
  const dayOf = dayNumbers();
  const keyOf = partyKeys();
  const byParty = new Map<string, Issued>();
  let firstDay = asOfDay;
  for (const item of items) {
    if (item.kind !== timing.kind) continue;
    const issueDay = dayOf(item.issueDate);
    if (issueDay > asOfDay) continue;
    firstDay = Math.min(firstDay, issueDay);
    const back = asOfDay - issueDay;
    if (back >= LONG_RUN_ISSUE_DAYS) continue;
    const key = keyOf(item.party);
    let issued = byParty.get(key);
    if (issued === undefined) byParty.set(key, (issued = { recent: 0, longRun: 0, terms: [] }));
    const cents = toCents(item.amount);
    issued.longRun += cents;
    if (back < RECENT_ISSUE_DAYS) issued.recent += cents;
    issued.terms.push(dayOf(item.dueDate) - issueDay);
  }
  const span = asOfDay - firstDay + 1;
  const result = new Map<string, number[]>();
  for (const [key, issued] of byParty) {
    const perDay =
      0.5 * (issued.recent / Math.min(RECENT_ISSUE_DAYS, span)) +
      0.5 * (issued.longRun / Math.min(LONG_RUN_ISSUE_DAYS, span));
    const habit = timing.parties.get(key);
    const paidPerDay = perDay * (1 - neverPaidChance(timing, habit, 0));
    const sorted = issued.terms.sort((a, b) => a - b);
    const terms = sorted[Math.floor(sorted.length / 2)] as number;
    const { lags, weights } = habit?.lag ?? timing.overall;
    // Issued evenly over the horizon's days, each lag moves that whole run of days: the days it
    // is paid on are a run too, counted week by week. Nobody pays before an invoice is sent.
    const horizon = weeks * 7;
    const byWeek = new Array<number>(weeks).fill(0);
    lags.forEach((lag, i) => {
      const from = 1 + Math.max(0, terms + lag);
      const perDayPaid = paidPerDay * (weights[i] as number);
      for (let w = Math.floor((from - 1) / 7); w < weeks; w += 1) {
        const days = Math.min(horizon, 7 * w + 7) - Math.max(from, 7 * w + 1) + 1;
        byWeek[w] = (byWeek[w] as number) + perDayPaid * days;
      }
    });
    result.set(key, byWeek);
  }
  return result;
}
