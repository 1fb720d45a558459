import type { Transaction } from '@cashline/core';
import { useCallback, useMemo, useState } from 'react';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { useFromLast } from '../../lib/useFromLast';
import {
  reselected,
  selectedAfter,
  selectedIn,
  selectionState,
  toggleRow,
  withShown,
} from './rowSelection';
import type { Selected } from './rowSelection';
import type { TableSelection } from './TransactionTable';

export type RowSelection = {
  table: TableSelection;
  /** The selected transactions still in the ledger (a deleted one drops out), by id. */
  rows: Selected;
  clear: () => void;
};

/**
 * The rows ticked on the transactions page, kept by id so a selection survives sorting and
 * filtering; select-all takes the rows the filters show. A tick costs steps in the rows ticked,
 * and a change to the ledger steps in the rows it changed: the ledger is read whole only when it
 * was loaded afresh.
 */
export function useRowSelection(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  shown: readonly Transaction[],
): RowSelection {
  const [selected, setSelected] = useState<Selected>(() => new Map());
  const state = useMemo(() => selectionState(selected, shown), [selected, shown]);
  const rows = useFromLast([transactions, selected], ([list, ticked], last): Selected => {
    if (ticked.size === 0) return ticked;
    if (last) {
      const [lastList, lastTicked] = last.inputs;
      if (list === lastList) return reselected(last.value, lastTicked, ticked);
      if (ticked === lastTicked && change?.from === lastList) {
        return selectedAfter(last.value, ticked, change);
      }
    }
    return selectedIn(list, ticked);
  });

  const onToggle = useCallback((row: Transaction) => setSelected((now) => toggleRow(now, row)), []);
  const onToggleAll = useCallback(
    () => setSelected((now) => withShown(now, shown, state !== 'all')),
    [shown, state],
  );
  const clear = useCallback(() => setSelected(new Map()), []);

  const table = useMemo(
    () => ({ selected, state, onToggle, onToggleAll }),
    [selected, state, onToggle, onToggleAll],
  );
  return { table, rows, clear };
}
