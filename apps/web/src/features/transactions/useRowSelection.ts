import type { Transaction } from '@cashline/core';
import { useCallback, useMemo, useState } from 'react';
import { selectedIn, selectionState, toggleId, withShown } from './rowSelection';
import type { TableSelection } from './TransactionTable';

export type RowSelection = {
  table: TableSelection;
  /** The selected transactions still in the ledger (a deleted one drops out). */
  rows: Transaction[];
  clear: () => void;
};

/**
 * The rows ticked on the transactions page, kept by id so a selection survives sorting and
 * filtering; select-all takes the rows the filters show. Each step is one pass at most.
 */
export function useRowSelection(
  transactions: readonly Transaction[],
  shown: readonly Transaction[],
): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const state = useMemo(() => selectionState(selected, shown), [selected, shown]);
  const rows = useMemo(() => selectedIn(transactions, selected), [transactions, selected]);

  const onToggle = useCallback((id: string) => setSelected((now) => toggleId(now, id)), []);
  const onToggleAll = useCallback(
    () => setSelected((now) => withShown(now, shown, state !== 'all')),
    [shown, state],
  );
  const clear = useCallback(() => setSelected(new Set()), []);

  const table = useMemo(
    () => ({ selected, state, onToggle, onToggleAll }),
    [selected, state, onToggle, onToggleAll],
  );
  return { table, rows, clear };
}
