import type { Transaction } from '../transaction.js';

export type TransactionSortKey = 'date' | 'description' | 'amount' | 'category' | 'balance';
export type SortDirection = 'asc' | 'desc';
export type TransactionSort = { key: TransactionSortKey; direction: SortDirection };

/** Newest first: the order of the stored list and of every "recent" view. */
export const NEWEST_FIRST: TransactionSort = { key: 'date', direction: 'desc' };

type SortValue = string | number | undefined;

function valueOf(transaction: Transaction, key: TransactionSortKey): SortValue {
  switch (key) {
    case 'date':
      return transaction.date;
    case 'description':
      return transaction.description.toLowerCase();
    case 'category':
      return transaction.category.toLowerCase();
    case 'amount':
      return transaction.amount;
    case 'balance':
      return transaction.balance;
  }
}

/**
 * A sorted copy. Text compares case-insensitively; a transaction without a balance sorts after
 * those with one in both directions. The sort is stable: equal keys keep their stored order. Keys
 * are computed once per transaction, so sorting 1M rows stays quick.
 */
export function sortTransactions(
  transactions: readonly Transaction[],
  sort: TransactionSort = NEWEST_FIRST,
): Transaction[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rows = transactions.map((transaction, index) => ({
    transaction,
    index,
    value: valueOf(transaction, sort.key),
  }));
  rows.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value !== b.value) return a.value === undefined ? 1 : -1;
      return a.index - b.index;
    }
    const order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
    return sign * order || a.index - b.index;
  });
  return rows.map((row) => row.transaction);
}
