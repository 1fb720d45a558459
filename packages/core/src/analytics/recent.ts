import type { Transaction } from '../transaction.js';

/** The dashboard's recent list length. */
export const DASHBOARD_RECENT_COUNT = 5;
/** The recent list length of the inflow, outflow and reports pages. */
export const RECENT_COUNT = 10;

/**
 * Keeps the `limit` newest transactions seen so far, newest first, in one pass and constant memory.
 * Among transactions of the same date, the one seen first stays first, as in the stored list
 * (which is kept newest first).
 */
export type RecentList = { limit: number; items: Transaction[]; keys: number[] };

export function recentList(limit: number): RecentList {
  return { limit, items: [], keys: [] };
}

/** Offers a transaction whose date has the sort key `key` (any number that orders like the date). */
export function offerRecent(list: RecentList, transaction: Transaction, key: number): void {
  const { items, keys, limit } = list;
  const size = keys.length;
  if (size === limit && key <= (keys[size - 1] as number)) return;
  let at = size;
  while (at > 0 && (keys[at - 1] as number) < key) at -= 1;
  items.splice(at, 0, transaction);
  keys.splice(at, 0, key);
  if (keys.length > limit) {
    items.pop();
    keys.pop();
  }
}

/** The `count` newest transactions that pass `keep`, newest first. */
export function mostRecent(
  transactions: readonly Transaction[],
  count: number,
  keep: (transaction: Transaction) => boolean = () => true,
): Transaction[] {
  const list = recentList(count);
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (keep(t)) offerRecent(list, t, dateKey(t.date));
  }
  return list.items;
}

/**
 * A `YYYY-MM-DD` date as the integer YYYYMMDD, read from its character codes: it orders exactly
 * like the date and costs no allocation, which matters over a million transactions.
 */
export function dateKey(date: string): number {
  return (
    (date.charCodeAt(0) - 48) * 10_000_000 +
    (date.charCodeAt(1) - 48) * 1_000_000 +
    (date.charCodeAt(2) - 48) * 100_000 +
    (date.charCodeAt(3) - 48) * 10_000 +
    (date.charCodeAt(5) - 48) * 1000 +
    (date.charCodeAt(6) - 48) * 100 +
    (date.charCodeAt(8) - 48) * 10 +
    (date.charCodeAt(9) - 48)
  );
}
