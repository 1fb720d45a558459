import type { Transaction, TransactionSort } from '@cashline/core';
import { useEffect } from 'react';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { useFromLast } from '../../lib/useFromLast';
import type { TransactionFilters } from './transactionQuery';
import { nextVisibleRows } from './visibleRows';
import type { VisibleRows } from './visibleRows';

/**
 * The rows the page last showed, kept when it closes: coming back from editing a row then costs
 * that row, not a sort of the ledger.
 */
let remembered: VisibleRows | undefined;

/** The rows the page shows, worked out from the rows it showed last (visibleRows.ts). */
export function useVisibleRows(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  sort: TransactionSort,
  filters: TransactionFilters,
): VisibleRows {
  const rows = useFromLast([transactions, sort, filters], (_inputs, last): VisibleRows =>
    nextVisibleRows(last?.value ?? remembered, transactions, change, sort, filters),
  );
  useEffect(() => {
    remembered = rows;
  }, [rows]);
  return rows;
}
