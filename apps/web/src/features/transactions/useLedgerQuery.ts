import { compareTransactions, computeTotals, NEWEST_FIRST } from '@cashline/core';
import type { Totals, Transaction, TransactionSort } from '@cashline/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { ledgerQueries } from './query/ledgerQueryClient';
import type { QueryAnswer } from './query/queryProtocol';
import { emptyFilters } from './transactionQuery';
import type { TransactionFilters } from './transactionQuery';

/** What the transactions page shows. */
export type LedgerView = {
  /** Whether there are rows to show yet: a new ledger not in order waits for the worker. */
  ready: boolean;
  /** The rows shown, in order. */
  visible: readonly Transaction[];
  totals: Totals;
  /** The filters the rows shown answer: the search box may be a keystroke ahead of them. */
  filters: TransactionFilters;
  /** The rows shown do not yet answer the ledger, sort and filters asked for. */
  updating: boolean;
};

type Answered = {
  /** The worker's answer these rows are (none for rows shown before it answered). */
  answer?: number;
  list: readonly Transaction[];
  ledger: number;
  sort: TransactionSort;
  filters: TransactionFilters;
  visible: readonly Transaction[];
  totals: Totals;
};

const NOTHING: Totals = { count: 0, inflows: 0, outflows: 0, net: 0 };

/** The page's last answer, kept when it closes: coming back shows it until the worker answers. */
let remembered: Answered | undefined;

/** Whether the order is every position of the list, in the list's own order. */
function wholeListInOrder(list: readonly Transaction[], order: Int32Array): boolean {
  if (order.length !== list.length) return false;
  for (let k = 0; k < order.length; k += 1) if (order[k] !== k) return false;
  return true;
}

/**
 * The rows at the order's positions: the list itself when that is all of it in order, which would
 * otherwise be a million rows copied for nothing.
 */
function rowsAt(list: readonly Transaction[], order: Int32Array): readonly Transaction[] {
  if (wholeListInOrder(list, order)) return list;
  const rows = new Array<Transaction>(order.length);
  for (let k = 0; k < order.length; k += 1) rows[k] = list[order[k] as number] as Transaction;
  return rows;
}

/**
 * The rows of the answer the page holds, repeated by a new one with some taking new values in
 * place: a copy of the rows' references and a write per changed row, not a row per position. Rows
 * that were the whole list in order are the new list, whose rows were replaced in place.
 */
function repeatedRows(
  held: Answered | undefined,
  list: readonly Transaction[],
  repeats: NonNullable<QueryAnswer['repeats']>,
): readonly Transaction[] {
  if (held?.answer !== repeats.answer) {
    throw new Error('The query worker repeated an answer the page does not hold.');
  }
  if (held.visible === held.list && list.length === held.list.length) return list;
  const rows = held.visible.slice();
  repeats.changedAt.forEach((at, k) => {
    rows[at] = list[repeats.changedRows[k] as number] as Transaction;
  });
  return rows;
}

/** The list as the page first shows it (newest first, unfiltered) when it is already in that order. */
function newestFirstAsIs(list: readonly Transaction[]) {
  const compare = compareTransactions(NEWEST_FIRST);
  for (let i = 1; i < list.length; i += 1) {
    if (compare(list[i - 1] as Transaction, list[i] as Transaction) > 0) return undefined;
  }
  return { visible: list, totals: computeTotals(list), sort: NEWEST_FIRST, filters: emptyFilters };
}

const sameSort = (a: TransactionSort, b: TransactionSort) =>
  a.key === b.key && a.direction === b.direction;

/**
 * The rows the page shows for the ledger, a sort and filters, worked out by the query worker
 * (query/): the page's thread only turns the answer's positions into rows. Until the worker
 * answers, the last answer about this ledger stays on screen, marked as updating. A ledger new to
 * the worker is shown as it is meanwhile when it is newest first (as the store lists it), so its
 * first rows need only a check of its order, not the worker.
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
  const [answered, setAnswered] = useState<Answered | undefined>(remembered);
  // The answer last taken, at once: the next question says it holds it.
  const holding = useRef<Answered | undefined>(remembered);
  useEffect(() => {
    remembered = answered;
  }, [answered]);

  useEffect(
    () =>
      client.ask(
        held.version,
        sort,
        filters,
        (answer) => {
          const next: Answered = {
            answer: answer.id,
            list: transactions,
            ledger: held.ledger,
            sort,
            filters,
            visible: answer.repeats
              ? repeatedRows(holding.current, transactions, answer.repeats)
              : rowsAt(transactions, answer.order),
            totals: answer.totals,
          };
          holding.current = next;
          setAnswered(next);
        },
        holding.current?.answer,
      ),
    [client, held, transactions, sort, filters],
  );

  const last = answered?.ledger === held.ledger ? answered : undefined;
  const waiting = last === undefined;
  const plain = useMemo(
    () => (waiting ? newestFirstAsIs(transactions) : undefined),
    [waiting, transactions],
  );
  const view = last ?? plain;
  if (!view) {
    return { ready: false, visible: [], totals: NOTHING, filters: emptyFilters, updating: true };
  }
  const current =
    (last === undefined || last.list === transactions) &&
    sameSort(view.sort, sort) &&
    view.filters === filters;
  return {
    ready: true,
    visible: view.visible,
    totals: view.totals,
    filters: view.filters,
    updating: !current,
  };
}
