import type { Transaction } from '../transaction.js';

export type TransactionSortKey = 'date' | 'description' | 'amount' | 'category' | 'balance';
export type SortDirection = 'asc' | 'desc';
export type TransactionSort = { key: TransactionSortKey; direction: SortDirection };

/** Newest first: the order of the stored list and of every "recent" view. */
export const NEWEST_FIRST: TransactionSort = { key: 'date', direction: 'desc' };

function compareBy(key: TransactionSortKey): (a: Transaction, b: Transaction) => number {
  switch (key) {
    case 'date':
      return (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
    case 'description':
      return (a, b) => a.description.localeCompare(b.description);
    case 'category':
      return (a, b) => a.category.localeCompare(b.category);
    case 'amount':
      return (a, b) => a.amount - b.amount;
    case 'balance':
      // A transaction without a balance sorts as if its balance were 0.
      return (a, b) => (a.balance ?? 0) - (b.balance ?? 0);
  }
}

/** A sorted copy. The sort is stable: equal keys keep their original order in both directions. */
export function sortTransactions(
  transactions: readonly Transaction[],
  sort: TransactionSort = NEWEST_FIRST,
): Transaction[] {
  const compare = compareBy(sort.key);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...transactions].sort((a, b) => sign * compare(a, b));
}
