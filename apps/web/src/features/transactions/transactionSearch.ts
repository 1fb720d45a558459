import { fromCents } from '@cashline/core';
import type { Totals, Transaction } from '@cashline/core';
import { emptyColumns, fillColumns, movedColumns } from './searchColumns';
import type { SearchColumns } from './searchColumns';
import { criteriaOf, filtersNothing, passes } from './transactionQuery';
import type { FilterCriteria, TransactionFilters } from './transactionQuery';
import { inSlices } from '../../lib/workInSlices';

export type TransactionSearch = {
  /** The transactions that pass the filters, in the list's order. */
  filter: (filters: TransactionFilters) => readonly Transaction[];
  /** computeTotals of `filter(filters)`, from the kept cents. */
  totals: (filters: TransactionFilters) => Totals;
  /**
   * Does the work of `filter(filters)` in slices that leave the main thread to the browser in
   * between, so that `filter` and `totals` then answer at once. Rejects once `signal` is aborted.
   */
  run: (filters: TransactionFilters, signal: AbortSignal) => Promise<void>;
  /** Lower-cases the descriptions now, in slices (while the browser is idle), not at the first search. */
  prepare: (signal: AbortSignal) => Promise<void>;
  /**
   * The search over `list`, this one's list after a change: `from` says where each of its rows
   * was here (-1: new). Descriptions already lower-cased are kept, not lower-cased again.
   */
  moved: (list: readonly Transaction[], from: Int32Array) => TransactionSearch;
};

type Matches = {
  criteria: FilterCriteria;
  /** Where each match is in the list; none when every row matches. */
  positions: Uint32Array | undefined;
  result: readonly Transaction[];
  totals: Totals;
};

/** Rows looked at between two looks at the clock. */
const BLOCK = 4096;

/** Every filter but the search is the same, and the new search contains the old one. */
function narrows(previous: FilterCriteria, next: FilterCriteria): boolean {
  return (
    previous.category === next.category &&
    previous.account === next.account &&
    previous.startDate === next.startDate &&
    previous.endDate === next.endDate &&
    previous.min === next.min &&
    previous.max === next.max &&
    next.needle.includes(previous.needle)
  );
}

const same = (a: FilterCriteria, b: FilterCriteria) => narrows(a, b) && a.needle === b.needle;

/**
 * A scan of `list` (or of the rows at `within`, in order) for the rows that pass `criteria`, done a
 * block at a time: `step` returns whether it is done, `matches` the answer once it is.
 */
function scanOf(
  list: readonly Transaction[],
  columns: SearchColumns,
  criteria: FilterCriteria,
  within: Uint32Array | undefined,
) {
  const everything = filtersNothing(criteria);
  const total = within ? within.length : list.length;
  const positions = everything ? undefined : new Uint32Array(total);
  const result: Transaction[] = [];
  let inflowCents = 0;
  let outflowCents = 0;
  let k = 0;

  function step(): boolean {
    const end = Math.min(k + BLOCK, total);
    if (end > k) fillColumns(columns, list, (within ? (within[end - 1] as number) : end - 1) + 1);
    const { lowered, cents } = columns;
    for (; k < end; k += 1) {
      const i = within ? (within[k] as number) : k;
      if (positions) {
        if (!passes(list[i] as Transaction, lowered[i] as string, criteria)) continue;
        positions[result.length] = i;
        result.push(list[i] as Transaction);
      }
      const amount = cents[i] as number;
      if (amount > 0) inflowCents += amount;
      else outflowCents -= amount;
    }
    return k >= total;
  }

  function matches(): Matches {
    const count = positions ? result.length : list.length;
    return {
      criteria,
      positions: positions?.subarray(0, count),
      result: positions ? result : list,
      totals: {
        count,
        inflows: fromCents(inflowCents),
        outflows: fromCents(outflowCents),
        net: fromCents(inflowCents - outflowCents),
      },
    };
  }

  return { step, matches };
}

/**
 * Filters one (sorted) list as the user types. Typing usually adds to the search, and a longer
 * search can only match fewer transactions, so only the previous matches are checked again: after
 * the first keystrokes a search over 1,000,000 transactions touches a few thousand. Descriptions
 * are lower-cased once, not on every keystroke, and the totals are summed from cents kept beside
 * them. `run` does the same work in slices, so no keystroke holds the main thread for long.
 */
export function createTransactionSearch(
  list: readonly Transaction[],
  kept: SearchColumns = emptyColumns(list.length),
): TransactionSearch {
  const columns = kept;
  let last: Matches | undefined;
  // Kept apart, so that clearing the search and typing again still narrows from the last one.
  let everything: Matches | undefined;

  function known(criteria: FilterCriteria): Matches | undefined {
    if (filtersNothing(criteria)) return everything;
    return last && same(last.criteria, criteria) ? last : undefined;
  }

  function scanFor(criteria: FilterCriteria) {
    const within =
      last?.positions && !filtersNothing(criteria) && narrows(last.criteria, criteria)
        ? last.positions
        : undefined;
    return scanOf(list, columns, criteria, within);
  }

  function keep(found: Matches): Matches {
    if (found.positions) last = found;
    else everything = found;
    return found;
  }

  function matchesFor(filters: TransactionFilters): Matches {
    const criteria = criteriaOf(filters);
    const found = known(criteria);
    if (found) return found;
    const scan = scanFor(criteria);
    while (!scan.step());
    return keep(scan.matches());
  }

  return {
    filter: (filters) => matchesFor(filters).result,
    totals: (filters) => matchesFor(filters).totals,
    async run(filters, signal) {
      const criteria = criteriaOf(filters);
      if (known(criteria)) return;
      const scan = scanFor(criteria);
      await inSlices(scan.step, signal);
      keep(scan.matches());
    },
    prepare: (signal) =>
      inSlices(() => {
        fillColumns(columns, list, columns.filled + BLOCK);
        return columns.filled >= list.length;
      }, signal),
    moved: (next, from) => createTransactionSearch(next, movedColumns(columns, next, from)),
  };
}
