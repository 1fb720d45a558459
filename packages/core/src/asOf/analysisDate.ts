import { daysBetween } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';

/** A ledger with a transaction this many days old or newer is current: its figures are as of today. */
export const CURRENT_LEDGER_DAYS = 14;

/**
 * Why the figures are as of their date: today (the ledger is current), the newest transaction's
 * date (the data stops earlier, as with last quarter's statement), or a date the user picked.
 */
export type AsOfReason = 'today' | 'newest-transaction' | 'chosen';

export type AnalysisDate = { date: IsoDate; reason: AsOfReason };

/**
 * The date every figure is computed as of (decisions.md): today when the ledger has a transaction
 * dated within the last 14 days, else the date of its newest transaction. Transactions dated after
 * today are plans, not history, so they neither make a ledger current nor move the date forward.
 * An empty ledger is as of today.
 */
export function analysisDate(transactions: readonly Transaction[], today: IsoDate): AnalysisDate {
  return analysisDateOfNewest(newestHistoryDate(transactions, today), today);
}

/** The newest date the history reaches: its latest transaction dated today or earlier (null: none). */
export function newestHistoryDate(
  transactions: readonly Transaction[],
  today: IsoDate,
): IsoDate | null {
  let newest: IsoDate | null = null;
  // By index: see `countsOf`.
  for (let i = 0; i < transactions.length; i += 1) {
    const { date } = transactions[i] as Transaction;
    if (date <= today && (newest === null || date > newest)) newest = date;
  }
  return newest;
}

/**
 * `newestHistoryDate` from the ledger's distinct dates, ascending, instead of its rows: the latest
 * of them on or before today, found by halving. A store can keep those dates at the cost of its
 * few thousand days rather than walk a million rows.
 */
export function newestDateUpTo(dates: readonly IsoDate[], today: IsoDate): IsoDate | null {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((dates[middle] as IsoDate) <= today) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? null : (dates[low - 1] as IsoDate);
}

/** `analysisDate` from the history's newest date (`newestHistoryDate`). */
export function analysisDateOfNewest(newest: IsoDate | null, today: IsoDate): AnalysisDate {
  if (newest === null || daysBetween(newest, today) <= CURRENT_LEDGER_DAYS) {
    return { date: today, reason: 'today' };
  }
  return { date: newest, reason: 'newest-transaction' };
}

/**
 * The as-of date the user picked, when there is one; otherwise the ledger's own, from its newest
 * history date (`newestHistoryDate`, or `newestDateUpTo` of its dates).
 */
export function chooseAnalysisDate(
  newest: IsoDate | null,
  today: IsoDate,
  chosen: IsoDate | null,
): AnalysisDate {
  return chosen === null ? analysisDateOfNewest(newest, today) : { date: chosen, reason: 'chosen' };
}
