import { dateKey } from '../analytics/recent.js';
import type { IsoDate } from '../dates.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { isLiability } from './account.js';
import type { Account } from './account.js';
import { bucketUpTo, bucketsOf } from './balanceBuckets.js';
import type { Bucket } from './balanceBuckets.js';
import { statementBalance } from './statementBalance.js';

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
  const buckets = bucketsOf(transactions, Math.max(...keys));
  return new Map(
    dates.map((date, i) => {
      const key = keys[i] as number;
      const upTo = new Map<string, Bucket>();
      for (const [id, bucket] of buckets) {
        const kept = bucketUpTo(bucket, key);
        if (kept !== null) upTo.set(id, kept);
      }
      return [date, balancesFromBuckets(upTo, accounts, key)];
    }),
  );
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
    const statement = bucket === undefined ? null : statementBalance(bucket);
    let balanceCents = statement ?? 0;
    if (statement === null) {
      const openingKey = account === undefined ? -Infinity : dateKey(account.openingDate);
      balanceCents =
        account !== undefined && openingKey <= asOfKey ? toCents(account.openingBalance) : 0;
      const keys = bucket?.keys ?? [];
      const cents = bucket?.cents ?? [];
      for (let k = 0; k < keys.length; k += 1) {
        if ((keys[k] as number) >= openingKey) balanceCents += cents[k] as Cents;
      }
    }
    return {
      accountId,
      balanceCents,
      fromStatement: statement !== null,
      lastDate: bucket === undefined ? null : keyDate(bucket.lastKey),
      count: bucket?.count ?? 0,
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
