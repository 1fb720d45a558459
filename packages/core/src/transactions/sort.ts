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

function compareValues(a: SortValue, b: SortValue, sign: number): number {
  if (a === undefined || b === undefined) {
    return a === b ? 0 : a === undefined ? 1 : -1;
  }
  return sign * (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The order `sortTransactions` puts two transactions in, equal keys aside (those keep their stored
 * order there, and have no order here).
 */
export function compareTransactions(
  sort: TransactionSort = NEWEST_FIRST,
): (a: Transaction, b: Transaction) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => compareValues(valueOf(a, sort.key), valueOf(b, sort.key), sign);
}

/**
 * A sorted copy. Text compares case-insensitively; a transaction without a balance sorts after
 * those with one in both directions. The sort is stable: equal keys keep their stored order. Keys
 * are computed once per transaction, so sorting 1M rows stays quick; a list already in order (the
 * stored list is newest first) is only checked, not sorted.
 */
export function sortTransactions(
  transactions: readonly Transaction[],
  sort: TransactionSort = NEWEST_FIRST,
): Transaction[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const values = transactions.map((transaction) => valueOf(transaction, sort.key));
  let inOrder = true;
  for (let i = 1; i < values.length && inOrder; i += 1) {
    inOrder = compareValues(values[i - 1], values[i], sign) <= 0;
  }
  if (inOrder) return transactions.slice();
  const rows = transactions.map((transaction, index) => ({
    transaction,
    index,
    value: values[index],
  }));
  rows.sort((a, b) => compareValues(a.value, b.value, sign) || a.index - b.index);
  return rows.map((row) => row.transaction);
}
