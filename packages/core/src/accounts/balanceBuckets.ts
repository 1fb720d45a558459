import { dateKey } from '../analytics/recent.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { accountIdOf } from './account.js';

/** The transactions that carry a running balance, in the ledger's order, as columns. */
export type StatementColumns = {
  keys: number[];
  cents: Cents[];
  amount: number[];
  balance: number[];
};

/**
 * An account's transactions up to a date: their cents summed by day (`keys`, `cents`, and of
 * those without a running balance `unbalancedCents`; `counts` the transactions of each day), and
 * the ones with a running balance as columns when there are any, which the statement's reading
 * needs. A million transactions are read several times a page (the dashboard, the analysis, the
 * forecast), so an object each would cost more than the reading itself.
 */
export type Bucket = {
  keys: number[];
  cents: Cents[];
  unbalancedCents: Cents[];
  counts: number[];
  statement: StatementColumns | null;
  lastKey: number;
  count: number;
};

type Day = { cents: Cents; unbalancedCents: Cents; count: number };

type Gathering = {
  days: Map<number, Day>;
  day: Day | undefined;
  dayKey: number;
  lastKey: number;
  statement: StatementColumns | null;
};

/** Zero balances count as none, as for the ledger's balance: the accounting service sends 0 for none. */
const hasBalance = (t: Transaction): t is Transaction & { balance: number } =>
  t.balance !== undefined && t.balance !== 0;

function gathering(): Gathering {
  return {
    days: new Map(),
    day: undefined,
    dayKey: Number.NaN,
    lastKey: -Infinity,
    statement: null,
  };
}

/** Each account's transactions dated on or before `asOfKey` (see `dateKey`). */
export function bucketsOf(
  transactions: readonly Transaction[],
  asOfKey: number,
): Map<string, Bucket> {
  const gathered = new Map<string, Gathering>();
  let lastId: string | undefined;
  let last: Gathering | undefined;
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    const key = dateKey(t.date);
    if (key > asOfKey) continue;
    const id = accountIdOf(t);
    // Ledgers run in long stretches of one account and one day: the maps are asked at a change.
    let account = id === lastId ? last : gathered.get(id);
    if (account === undefined) {
      account = gathering();
      gathered.set(id, account);
    }
    lastId = id;
    last = account;
    let day = key === account.dayKey ? account.day : account.days.get(key);
    if (day === undefined) {
      day = { cents: 0, unbalancedCents: 0, count: 0 };
      account.days.set(key, day);
    }
    account.day = day;
    account.dayKey = key;
    const cents = toCents(t.amount);
    day.cents += cents;
    day.count += 1;
    if (key > account.lastKey) account.lastKey = key;
    if (hasBalance(t)) {
      account.statement ??= { keys: [], cents: [], amount: [], balance: [] };
      account.statement.keys.push(key);
      account.statement.cents.push(cents);
      account.statement.amount.push(t.amount);
      account.statement.balance.push(t.balance);
    } else day.unbalancedCents += cents;
  }
  const buckets = new Map<string, Bucket>();
  for (const [id, { days, lastKey, statement }] of gathered) {
    const bucket: Bucket = {
      keys: [],
      cents: [],
      unbalancedCents: [],
      counts: [],
      statement,
      lastKey,
      count: 0,
    };
    for (const [key, day] of days) pushDay(bucket, key, day);
    buckets.set(id, bucket);
  }
  return buckets;
}

function pushDay(bucket: Bucket, key: number, day: Day): void {
  bucket.keys.push(key);
  bucket.cents.push(day.cents);
  bucket.unbalancedCents.push(day.unbalancedCents);
  bucket.counts.push(day.count);
  bucket.count += day.count;
  if (key > bucket.lastKey) bucket.lastKey = key;
}

/**
 * The bucket's days and statement dated on or before `key`; null when none is. Each date of a
 * statement over several dates filters a few hundred days, not every transaction.
 */
export function bucketUpTo(bucket: Bucket, key: number): Bucket | null {
  const kept: Bucket = {
    keys: [],
    cents: [],
    unbalancedCents: [],
    counts: [],
    statement: null,
    lastKey: -Infinity,
    count: 0,
  };
  for (let k = 0; k < bucket.keys.length; k += 1) {
    const dayKey = bucket.keys[k] as number;
    if (dayKey > key) continue;
    pushDay(kept, dayKey, {
      cents: bucket.cents[k] as Cents,
      unbalancedCents: bucket.unbalancedCents[k] as Cents,
      count: bucket.counts[k] as number,
    });
  }
  if (kept.count === 0) return null;
  const statement = bucket.statement;
  if (statement !== null) {
    const columns: StatementColumns = { keys: [], cents: [], amount: [], balance: [] };
    for (let k = 0; k < statement.keys.length; k += 1) {
      if ((statement.keys[k] as number) > key) continue;
      columns.keys.push(statement.keys[k] as number);
      columns.cents.push(statement.cents[k] as Cents);
      columns.amount.push(statement.amount[k] as number);
      columns.balance.push(statement.balance[k] as number);
    }
    if (columns.keys.length > 0) kept.statement = columns;
  }
  return kept;
}
