import {
  closingBalance,
  offerBalance,
  offerUnbalanced,
  resolveClosingBalance,
} from '../../analytics/closingBalance.js';
import type { BalanceOn } from '../../analytics/balancesOn.js';
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
  /**
   * The balance as of the as-of date, as every page shows it without accounts (see
   * `LedgerScan.currentBalanceCents`): the newest running balance plus what it does not include,
   * else the sum of every amount, transfers too.
   */
  balanceCents: number;
  /** Whether a transaction on or before the as-of date carries a running balance. */
  hasBalances: boolean;
};

/** Reads the flows of a ledger as of a date, in one pass; each distinct date is parsed once. */
export function ledgerRows(transactions: readonly Transaction[], asOf: IsoDate): LedgerRows {
  const asOfDay = dayNumber(asOf);
  const dayOfDate = new Map<string, number>();
  const day = new Int32Array(transactions.length);
  const cents = new Float64Array(transactions.length);
  const source = new Int32Array(transactions.length);
  // The balance is read in the same pass as the flows: a second pass over a million rows, as
  // `scanLedger` makes, took a fifth of the forecast's time.
  const closing = closingBalance();
  let netCents = 0;
  let count = 0;
  let firstDay = asOfDay + 1;
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    let d = dayOfDate.get(t.date);
    if (d === undefined) {
      d = dayNumber(t.date);
      dayOfDate.set(t.date, d);
    }
    if (d > asOfDay) continue;
    const amount = toCents(t.amount);
    netCents += amount;
    // Zero is no balance: the accounting service sends 0 when it has none.
    const balance = t.balance;
    if (balance !== undefined && balance !== 0) offerBalance(closing, d, amount, balance);
    else offerUnbalanced(closing, d, amount);
    if (t.transferId !== undefined || amount === 0) continue;
    day[count] = d;
    cents[count] = amount;
    source[count] = i;
    count += 1;
    if (d < firstDay) firstDay = d;
  }
  const statement = resolveClosingBalance(closing);
  return {
    asOfDay,
    count,
    day,
    cents,
    source,
    firstDay,
    balanceCents: statement ?? netCents,
    hasBalances: statement !== null,
  };
}

/**
 * The rows of a reading dated on or before `day`, in their order: what `ledgerRows` reads as of
 * that day, given the balance there (see `statementBalancesOn`). Forecasts made at many past dates of one ledger (the accuracy
 * check) read the ledger once this way instead of once per date.
 */
export function rowsUpTo(rows: LedgerRows, day: number, balance: BalanceOn): LedgerRows {
  if (day > rows.asOfDay) throw new Error('Rows are read up to a day no later than their own.');
  let count = 0;
  for (let r = 0; r < rows.count; r += 1) if ((rows.day[r] as number) <= day) count += 1;
  const days = new Int32Array(count);
  const cents = new Float64Array(count);
  const source = new Int32Array(count);
  let firstDay = day + 1;
  let at = 0;
  for (let r = 0; r < rows.count; r += 1) {
    const d = rows.day[r] as number;
    if (d > day) continue;
    days[at] = d;
    cents[at] = rows.cents[r] as number;
    source[at] = rows.source[r] as number;
    at += 1;
    if (d < firstDay) firstDay = d;
  }
  return {
    asOfDay: day,
    count,
    day: days,
    cents,
    source,
    firstDay,
    balanceCents: balance.cents,
    hasBalances: balance.fromStatement,
  };
}
