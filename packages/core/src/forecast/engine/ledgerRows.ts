import { dayNumber } from '../../dates.js';
import type { IsoDate } from '../../dates.js';
import { toCents } from '../../money.js';
import type { Transaction } from '../../transaction.js';

/**
 * The flows the engine reads, as parallel arrays: every transaction dated on or before the as-of
 * date that is not a transfer between own accounts (decisions.md: a transfer is no flow).
 */
export type LedgerRows = {
  asOfDay: number;
  count: number;
  /** Day number of each row. */
  day: Int32Array;
  /** Signed amount of each row in cents. */
  cents: Float64Array;
  /** Index of each row's transaction in the input. */
  source: Int32Array;
  /** The oldest row's day; `asOfDay + 1` when there is none. */
  firstDay: number;
  /** Whether any transaction carries a running balance (a statement's balance column). */
  hasBalances: boolean;
};

/** Reads the flows of a ledger as of a date, in one pass; each distinct date is parsed once. */
export function ledgerRows(transactions: readonly Transaction[], asOf: IsoDate): LedgerRows {
  const asOfDay = dayNumber(asOf);
  const dayOfDate = new Map<string, number>();
  const day = new Int32Array(transactions.length);
  const cents = new Float64Array(transactions.length);
  const source = new Int32Array(transactions.length);
  let count = 0;
  let firstDay = asOfDay + 1;
  let hasBalances = false;
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    // Zero is no balance: the accounting service sends 0 when it has none.
    if (!hasBalances && t.balance !== undefined && t.balance !== 0) hasBalances = true;
    if (t.transferId !== undefined) continue;
    let d = dayOfDate.get(t.date);
    if (d === undefined) {
      d = dayNumber(t.date);
      dayOfDate.set(t.date, d);
    }
    if (d > asOfDay) continue;
    const amount = toCents(t.amount);
    if (amount === 0) continue;
    day[count] = d;
    cents[count] = amount;
    source[count] = i;
    count += 1;
    if (d < firstDay) firstDay = d;
  }
  return { asOfDay, count, day, cents, source, firstDay, hasBalances };
}
