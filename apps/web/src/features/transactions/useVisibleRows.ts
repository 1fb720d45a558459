import type { Transaction, TransactionSort } from '@cashline/core';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { useFromLast } from '../../lib/useFromLast';
import type { TransactionFilters } from './transactionQuery';
import { nextVisibleRows } from './visibleRows';
import type { VisibleRows } from './visibleRows';

/** The rows the page shows, worked out from the rows it showed last (visibleRows.ts). */
export function useVisibleRows(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  sort: TransactionSort,
  filters: TransactionFilters,
): VisibleRows {
  return useFromLast([transactions, sort, filters], (inputs, last) =>
    nextVisibleRows(last?.value, transactions, change, sort, filters),
  );
}
