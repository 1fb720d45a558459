import { countsOf, countsWithDelta } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { TransactionsChange } from '../ledger/ledgerBackend';

type Followed = { list: readonly Transaction[]; counts: ReadonlyMap<unknown, number> };

/**
 * The last counts made with each key, shared by every page: a page opened after an edit (the
 * transactions list after the edit form) brings them up to date from the change instead of
 * counting a million rows again, as would a count kept by the page that closed.
 */
const followed = new WeakMap<(t: Transaction) => unknown, Followed>();

/** The row's category: one function for every page, so they share its counts. */
export const categoryOf = (t: Transaction): string => t.category;

/**
 * How many transactions have each key (`keyOf` must be a stable function): counted once, then
 * kept up to date from the store's changes, so a few rows changed cost a few steps, not a pass.
 */
export function rowCountsOf<K>(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  keyOf: (t: Transaction) => K,
): ReadonlyMap<K, number> {
  const last = followed.get(keyOf) as
    { list: readonly Transaction[]; counts: ReadonlyMap<K, number> } | undefined;
  if (last?.list === transactions) return last.counts;
  const counts =
    last && change?.from === last.list
      ? countsWithDelta(last.counts, change, keyOf)
      : countsOf(transactions, keyOf);
  followed.set(keyOf, { list: transactions, counts });
  return counts;
}
