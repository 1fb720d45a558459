import {
  compareTransactions,
  sortTransactions,
  sortedWithDelta,
  totalsWithDelta,
} from '@cashline/core';
import type { RowDelta, Totals, Transaction, TransactionSort } from '@cashline/core';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { criteriaOf, filtersNothing, passes } from './transactionQuery';
import type { TransactionFilters } from './transactionQuery';
import { createTransactionSearch } from './transactionSearch';
import type { TransactionSearch } from './transactionSearch';

/** What the transactions page shows of a ledger, and what it keeps to answer the next change fast. */
export type VisibleRows = {
  source: readonly Transaction[];
  sort: TransactionSort;
  filters: TransactionFilters;
  sorted: readonly Transaction[];
  search: TransactionSearch;
  /** The sorted rows that pass the filters. */
  visible: readonly Transaction[];
  totals: Totals;
};

function shown(
  base: Omit<VisibleRows, 'filters' | 'visible' | 'totals'>,
  filters: TransactionFilters,
): VisibleRows {
  return {
    ...base,
    filters,
    visible: base.search.filter(filters),
    totals: base.search.totals(filters),
  };
}

/** The rows of a delta that pass the filters (before the change for those removed, after for those added). */
function passing(delta: RowDelta, filters: TransactionFilters): RowDelta {
  const criteria = criteriaOf(filters);
  if (filtersNothing(criteria)) return delta;
  const keep = (t: Transaction) => passes(t, t.description.toLowerCase(), criteria);
  return { removed: delta.removed.filter(keep), added: delta.added.filter(keep) };
}

const idOf = (t: Transaction) => t.id;

/** The rows shown after some of the ledger's rows changed, with the same sort and filters. */
function withChange(
  last: VisibleRows,
  source: readonly Transaction[],
  change: TransactionsChange,
): VisibleRows {
  const compare = compareTransactions(last.sort);
  // An edit that leaves the sort key alone keeps the row's place among its equals.
  const { rows: sorted, from } = sortedWithDelta(last.sorted, change, compare, idOf);
  const matched = passing(change, last.filters);
  const visible =
    matched === change ? sorted : sortedWithDelta(last.visible, matched, compare, idOf).rows;
  return {
    ...last,
    source,
    sorted,
    search: last.search.moved(sorted, from),
    visible,
    totals: totalsWithDelta(last.totals, matched),
  };
}

const sameSort = (a: TransactionSort, b: TransactionSort) =>
  a.key === b.key && a.direction === b.direction;

/**
 * The rows to show after the ledger, the sort or the filters changed. When only a few rows of the
 * ledger changed (`change` starts from the list shown last), the sorted list, the matches and the
 * totals are brought up to date from those rows alone, so another member's edit costs a pass over
 * the list instead of a sort and a search of a million rows; new filters then search the list
 * already sorted.
 */
export function nextVisibleRows(
  last: VisibleRows | undefined,
  source: readonly Transaction[],
  change: TransactionsChange | null,
  sort: TransactionSort,
  filters: TransactionFilters,
): VisibleRows {
  if (last && sameSort(last.sort, sort)) {
    const current =
      last.source === source
        ? last
        : change?.from === last.source
          ? withChange(last, source, change)
          : undefined;
    if (current) return current.filters === filters ? current : shown(current, filters);
  }
  const sorted = sortTransactions(source, sort);
  return shown({ source, sort, sorted, search: createTransactionSearch(sorted) }, filters);
}
