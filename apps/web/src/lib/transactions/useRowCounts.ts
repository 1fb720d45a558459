import type { Transaction } from '@cashline/core';
import { useMemo } from 'react';
import type { TransactionsChange } from '../ledger/ledgerBackend';
import { rowCountsOf } from './rowCounts';

/**
 * How many transactions have each key (`keyOf` must be a stable function), shared with every
 * page that counts by the same key and kept up to date from the store's changes (rowCounts.ts).
 */
export function useRowCounts<K>(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  keyOf: (t: Transaction) => K,
): ReadonlyMap<K, number> {
  return useMemo(() => rowCountsOf(transactions, change, keyOf), [transactions, change, keyOf]);
}
