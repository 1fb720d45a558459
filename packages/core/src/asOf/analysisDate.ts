import { daysBetween } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import type { RowDelta } from '../transactions/rowDelta.js';

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
 * `newestHistoryDate` after a delta, from the one before it; undefined when a removed row may have
 * held it, and the list must be read again.
 */
export function newestAfterDelta(
  newest: IsoDate | null,
  delta: RowDelta,
  today: IsoDate,
): IsoDate | null | undefined {
  if (delta.removed.some((t) => t.date === newest)) return undefined;
  let next = newest;
  for (const { date } of delta.added) {
    if (date <= today && (next === null || date > next)) next = date;
  }
  return next;
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
 * history date (`newestHistoryDate`, kept up to date by `newestAfterDelta`).
 */
export function chooseAnalysisDate(
  newest: IsoDate | null,
  today: IsoDate,
  chosen: IsoDate | null,
): AnalysisDate {
  return chosen === null ? analysisDateOfNewest(newest, today) : { date: chosen, reason: 'chosen' };
}
