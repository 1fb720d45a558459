import { computeTotals, NEWEST_FIRST, sortTransactions } from '@cashline/core';
import type { Totals, Transaction, TransactionSort } from '@cashline/core';
import { useEffect, useMemo, useState } from 'react';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { ledgerQueries } from './query/ledgerQueryClient';
import { emptyFilters } from './transactionQuery';
import type { TransactionFilters } from './transactionQuery';

/** What the transactions page shows. */
export type LedgerView = {
  /** The rows shown, in order. */
  visible: readonly Transaction[];
  totals: Totals;
  /** The filters the rows shown answer: the search box may be a keystroke ahead of them. */
  filters: TransactionFilters;
  /** The rows shown do not yet answer the ledger, sort and filters asked for. */
  updating: boolean;
};

type Shown = {
  list: readonly Transaction[];
  ledger: number;
  sort: TransactionSort;
  filters: TransactionFilters;
  visible: readonly Transaction[];
  totals: Totals;
};

function rowsAt(list: readonly Transaction[], order: Int32Array): Transaction[] {
  const rows = new Array<Transaction>(order.length);
  for (let k = 0; k < order.length; k += 1) rows[k] = list[order[k] as number] as Transaction;
  return rows;
}

const sameSort = (a: TransactionSort, b: TransactionSort) =>
  a.key === b.key && a.direction === b.direction;

/**
 * The rows the page shows for the ledger, a sort and filters, worked out by the query worker
 * (query/): the page's thread only turns the answer's positions into rows. Until the worker
 * answers, the last answer about this ledger stays on screen, marked as updating; a ledger new to
 * the worker is shown newest first and unfiltered meanwhile (a check of its order, as the stored
 * list is newest first), so its first rows do not wait for the worker to take it in.
 */
export function useLedgerQuery(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  sort: TransactionSort,
  filters: TransactionFilters,
): LedgerView {
  const client = ledgerQueries();
  // Idempotent for a list it holds already, so a render done twice sends nothing twice.
  const held = useMemo(() => client.follow(transactions, change), [client, transactions, change]);
  const [shown, setShown] = useState<Shown>();

  useEffect(
    () =>
      client.ask(held.version, sort, filters, (answer) =>
        setShown({
          list: transactions,
          ledger: held.ledger,
          sort,
          filters,
          visible: rowsAt(transactions, answer.order),
          totals: answer.totals,
        }),
      ),
    [client, held, transactions, sort, filters],
  );

  const last = shown?.ledger === held.ledger ? shown : undefined;
  const plain = useMemo(() => {
    if (last) return undefined;
    const visible = sortTransactions(transactions, NEWEST_FIRST);
    return { visible, totals: computeTotals(visible), sort: NEWEST_FIRST, filters: emptyFilters };
  }, [last, transactions]);
  const view = last ?? plain;
  if (!view) throw new Error('Either an answer or the plain list is shown');
  const current =
    (last === undefined || last.list === transactions) &&
    sameSort(view.sort, sort) &&
    view.filters === filters;
  return {
    visible: view.visible,
    totals: view.totals,
    filters: view.filters,
    updating: !current,
  };
}
