import { dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { newestDayClosing } from './closingBalance.js';

type Day = {
  candidates: { cents: Cents; balanceCents: Cents }[];
  /** Cents of the day's transactions without a balance. */
  unbalanced: Cents;
  /** Cents of all the day's transactions. */
  net: Cents;
};

/** A balance (cents) at a date, and whether a statement's running balance gave it. */
export type BalanceOn = { cents: Cents; fromStatement: boolean };

/**
 * The balance (cents) at the end of each of many dates, by the rule every page shows the balance
 * as of one date (see `ClosingBalance` and `ledgerRows`): the closing balance of the newest day on
 * or before it whose transactions carry one, plus those it does not include; else the sum of every
 * amount. One pass over the ledger and one over its days, however many dates are asked for.
 */
export function balancesOn(
  transactions: readonly Transaction[],
  dates: readonly IsoDate[],
): Map<IsoDate, Cents> {
  const cents = new Map<IsoDate, Cents>();
  for (const [date, balance] of statementBalancesOn(transactions, dates)) {
    cents.set(date, balance.cents);
  }
  return cents;
}

/** `balancesOn`, each balance saying whether a running balance gave it. */
export function statementBalancesOn(
  transactions: readonly Transaction[],
  dates: readonly IsoDate[],
): Map<IsoDate, BalanceOn> {
  const days = new Map<number, Day>();
  const dayOfDate = new Map<string, number>();
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    let d = dayOfDate.get(t.date);
    if (d === undefined) {
      d = dayNumber(t.date);
      dayOfDate.set(t.date, d);
    }
    let day = days.get(d);
    if (day === undefined) {
      day = { candidates: [], unbalanced: 0, net: 0 };
      days.set(d, day);
    }
    const cents = toCents(t.amount);
    day.net += cents;
    // Zero is no balance: the accounting service sends 0 when it has none.
    if (t.balance !== undefined && t.balance !== 0) {
      day.candidates.push({ cents, balanceCents: toCents(t.balance) });
    } else {
      day.unbalanced += cents;
    }
  }
  const ordered = [...days.keys()].sort((a, b) => a - b);
  const targets = [...new Set(dates)].sort();
  const result = new Map<IsoDate, BalanceOn>();
  let next = 0;
  let net = 0;
  let closing: Cents | null = null;
  let since = 0;
  for (const target of targets) {
    const targetDay = dayNumber(target);
    for (; next < ordered.length && (ordered[next] as number) <= targetDay; next += 1) {
      const day = days.get(ordered[next] as number) as Day;
      net += day.net;
      if (day.candidates.length > 0) {
        closing = newestDayClosing(day.candidates);
        since = day.unbalanced;
      } else {
        since += day.unbalanced;
      }
    }
    result.set(
      target,
      closing === null
        ? { cents: net, fromStatement: false }
        : { cents: closing + since, fromStatement: true },
    );
  }
  return result;
}
