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
  let newest: IsoDate | null = null;
  for (const { date } of transactions) {
    if (date <= today && (newest === null || date > newest)) newest = date;
  }
  if (newest === null || daysBetween(newest, today) <= CURRENT_LEDGER_DAYS) {
    return { date: today, reason: 'today' };
  }
  return { date: newest, reason: 'newest-transaction' };
}

/** The as-of date the user picked, when there is one; otherwise the ledger's own (see `analysisDate`). */
export function chooseAnalysisDate(
  transactions: readonly Transaction[],
  today: IsoDate,
  chosen: IsoDate | null,
): AnalysisDate {
  return chosen === null ? analysisDate(transactions, today) : { date: chosen, reason: 'chosen' };
}
