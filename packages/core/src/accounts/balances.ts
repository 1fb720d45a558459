import {
  closingBalance,
  offerBalance,
  offerUnbalanced,
  resolveClosingBalance,
} from '../analytics/closingBalance.js';
import { dateKey } from '../analytics/recent.js';
import type { IsoDate } from '../dates.js';
import { checkAmountsAgainstBalance } from '../import/balanceCheck.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { accountIdOf, isLiability } from './account.js';
import type { Account } from './account.js';

/** One account's position as of a date. */
export type AccountBalance = {
  accountId: string;
  /** Signed the ledger's way: money held is positive, money owed (a card, a loan) negative. */
  balanceCents: Cents;
  /** Whether it is the statement's newest running balance (else opening balance plus amounts). */
  fromStatement: boolean;
  /** The newest transaction's date up to the as-of date; null when there is none. */
  lastDate: IsoDate | null;
  /** Transactions up to the as-of date. */
  count: number;
};

type Row = { key: number; cents: Cents; amount: number; balance?: number };

/** `count`, when set, is the transactions' number where `rows` are their sums by day. */
type Bucket = { rows: Row[]; lastKey: number; count?: number };

function bucketsOf(transactions: readonly Transaction[], asOfKey: number): Map<string, Bucket> {
  const buckets = new Map<string, Bucket>();
  for (const t of transactions) {
    const key = dateKey(t.date);
    if (key > asOfKey) continue;
    const id = accountIdOf(t);
    let bucket = buckets.get(id);
    if (bucket === undefined) {
      bucket = { rows: [], lastKey: -Infinity };
      buckets.set(id, bucket);
    }
    const row: Row = { key, cents: toCents(t.amount), amount: t.amount };
    // Zero balances are left out, as for the ledger's balance: the accounting service sends 0 for none.
    if (t.balance !== undefined && t.balance !== 0) row.balance = t.balance;
    bucket.rows.push(row);
    if (key > bucket.lastKey) bucket.lastKey = key;
  }
  return buckets;
}

/**
 * Whether the statement's balances count what is owed as positive (a card statement's "balance"
 * grows with each purchase): the amounts then explain the balances only with the sign turned.
 */
function balancesOwedPositive(rows: readonly Row[]): boolean {
  const withBalance = rows.filter((r) => r.balance !== undefined);
  const asIs = checkAmountsAgainstBalance(withBalance);
  if (asIs === null || asIs.disagree === 0) return false;
  const turned = checkAmountsAgainstBalance(
    withBalance.map((r) => ({ amount: r.amount, balance: -(r.balance as number) })),
  );
  return turned !== null && turned.disagree < asIs.disagree;
}

function statementBalance(rows: readonly Row[]): Cents | null {
  if (!rows.some((r) => r.balance !== undefined)) return null;
  const sign = balancesOwedPositive(rows) ? -1 : 1;
  const tracker = closingBalance();
  for (const r of rows) {
    if (r.balance === undefined) offerUnbalanced(tracker, r.key, r.cents);
    else offerBalance(tracker, r.key, r.cents, sign * r.balance);
  }
  return resolveClosingBalance(tracker);
}

function keyDate(key: number): IsoDate {
  const text = String(key);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/**
 * Each account's balance as of the date: the statement's newest running balance when its
 * transactions carry one (plus those it does not include yet), else the opening balance plus the
 * amounts from the opening date on. Transactions of an account not in the list get an entry of
 * their own opening at 0, so no money is lost from the total.
 */
export function accountBalances(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  asOf: IsoDate,
): AccountBalance[] {
  const asOfKey = dateKey(asOf);
  return balancesFromBuckets(bucketsOf(transactions, asOfKey), accounts, asOfKey);
}

/**
 * `accountBalances` on each of several dates, the ledger read once: the rows are gathered up to
 * the latest date and each date takes those on or before it (a statement of two years asks for 24
 * month-ends).
 */
export function accountBalancesOn(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  dates: readonly IsoDate[],
): Map<IsoDate, AccountBalance[]> {
  const keys = dates.map(dateKey);
  const buckets = [...bucketsOf(transactions, Math.max(...keys))].map(
    ([id, bucket]) => [id, byDay(bucket)] as const,
  );
  return new Map(
    dates.map((date, i) => {
      const key = keys[i] as number;
      const upTo = new Map<string, Bucket>();
      for (const [id, { rows, counts }] of buckets) {
        let count = 0;
        let lastKey = -Infinity;
        const kept = rows.filter((r, k) => {
          if (r.key > key) return false;
          count += counts?.[k] ?? 1;
          if (r.key > lastKey) lastKey = r.key;
          return true;
        });
        if (kept.length > 0) upTo.set(id, { rows: kept, lastKey, count });
      }
      return [date, balancesFromBuckets(upTo, accounts, key)];
    }),
  );
}

/**
 * An account's rows summed by day, with how many each day holds, when none carries a running
 * balance (only sums are read then): each date then filters a few hundred days, not every row.
 */
function byDay(bucket: Bucket): { rows: Row[]; counts?: number[] } {
  if (bucket.rows.some((r) => r.balance !== undefined)) return { rows: bucket.rows };
  const days = new Map<number, { cents: Cents; count: number }>();
  for (const r of bucket.rows) {
    const day = days.get(r.key);
    if (day === undefined) days.set(r.key, { cents: r.cents, count: 1 });
    else {
      day.cents += r.cents;
      day.count += 1;
    }
  }
  const rows: Row[] = [];
  const counts: number[] = [];
  for (const [key, { cents, count }] of days) {
    rows.push({ key, cents, amount: fromCents(cents) });
    counts.push(count);
  }
  return { rows, counts };
}

function balancesFromBuckets(
  buckets: ReadonlyMap<string, Bucket>,
  accounts: readonly Account[],
  asOfKey: number,
): AccountBalance[] {
  const result: AccountBalance[] = [];
  const listed = new Set<string>();
  const balanceOf = (accountId: string, account: Account | undefined): AccountBalance => {
    const bucket = buckets.get(accountId);
    const rows = bucket?.rows ?? [];
    const statement = statementBalance(rows);
    let balanceCents = statement ?? 0;
    if (statement === null) {
      const openingKey = account === undefined ? -Infinity : dateKey(account.openingDate);
      balanceCents =
        account !== undefined && openingKey <= asOfKey ? toCents(account.openingBalance) : 0;
      for (const r of rows) if (r.key >= openingKey) balanceCents += r.cents;
    }
    return {
      accountId,
      balanceCents,
      fromStatement: statement !== null,
      lastDate: bucket === undefined ? null : keyDate(bucket.lastKey),
      count: bucket?.count ?? rows.length,
    };
  };
  for (const account of accounts) {
    listed.add(account.id);
    result.push(balanceOf(account.id, account));
  }
  for (const id of buckets.keys()) {
    if (!listed.has(id)) result.push(balanceOf(id, undefined));
  }
  return result;
}

/** The business's cash position: what cash-like accounts hold and what cards and loans owe. */
export type CashPosition = {
  /** Checking, savings, payment processors and cash together. */
  cashCents: Cents;
  /** What cards and loans owe, as a positive figure. */
  owedCents: Cents;
  /** Every account's balance summed: cash minus what is owed. */
  netCents: Cents;
};

/** Sums account balances; an account not in the list counts as cash. */
export function cashPosition(
  balances: readonly AccountBalance[],
  accounts: readonly Account[],
): CashPosition {
  const kinds = new Map(accounts.map((a) => [a.id, a.kind]));
  let cashCents = 0;
  let liabilityCents = 0;
  for (const b of balances) {
    const kind = kinds.get(b.accountId);
    if (kind !== undefined && isLiability(kind)) liabilityCents += b.balanceCents;
    else cashCents += b.balanceCents;
  }
  return { cashCents, owedCents: -liabilityCents, netCents: cashCents + liabilityCents };
}
