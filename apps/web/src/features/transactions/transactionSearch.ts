import type { Transaction } from '@cashline/core';
import { criteriaOf, filtersNothing, passes } from './transactionQuery';
import type { FilterCriteria, TransactionFilters } from './transactionQuery';

export type TransactionSearch = {
  /** The transactions that pass the filters, in the list's order. */
  filter: (filters: TransactionFilters) => readonly Transaction[];
  /** Lower-cases the descriptions now (while the browser is idle) rather than at the first search. */
  prepare: () => void;
  /**
   * The search over `list`, this one's list after a change: `from` says where each of its rows
   * was here (-1: new). Descriptions already lower-cased are kept, not lower-cased again.
   */
  moved: (list: readonly Transaction[], from: Int32Array) => TransactionSearch;
};

type Matches = { criteria: FilterCriteria; positions: Uint32Array; result: Transaction[] };

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

/**
 * Filters one (sorted) list as the user types. Typing usually adds to the search, and a longer
 * search can only match fewer transactions, so only the previous matches are checked again: after
 * the first keystrokes a search over 1,000,000 transactions touches a few thousand. Descriptions
 * are lower-cased once, at the first search, not on every keystroke.
 */
export function createTransactionSearch(
  list: readonly Transaction[],
  loweredBefore?: string[],
): TransactionSearch {
  let lowered = loweredBefore;
  let last: Matches | undefined;

  function descriptions(): string[] {
    lowered ??= list.map((t) => t.description.toLowerCase());
    return lowered;
  }

  function scan(criteria: FilterCriteria, within: Uint32Array | undefined): Matches {
    const texts = criteria.needle ? descriptions() : [];
    const positions = new Uint32Array(within ? within.length : list.length);
    const result: Transaction[] = [];
    const total = within ? within.length : list.length;
    for (let k = 0; k < total; k += 1) {
      const i = within ? (within[k] as number) : k;
      const t = list[i] as Transaction;
      if (passes(t, texts[i] ?? '', criteria)) {
        positions[result.length] = i;
        result.push(t);
      }
    }
    return { criteria, positions: positions.subarray(0, result.length), result };
  }

  return {
    prepare: () => void descriptions(),
    moved(next, from) {
      if (!lowered) return createTransactionSearch(next);
      const kept = new Array<string>(next.length);
      for (let i = 0; i < next.length; i += 1) {
        const at = from[i] as number;
        kept[i] =
          at >= 0 ? (lowered[at] as string) : (next[i] as Transaction).description.toLowerCase();
      }
      return createTransactionSearch(next, kept);
    },
    filter(filters) {
      const criteria = criteriaOf(filters);
      if (filtersNothing(criteria)) return list;
      const previous = last;
      if (previous && narrows(previous.criteria, criteria)) {
        if (previous.criteria.needle === criteria.needle) return previous.result;
        last = scan(criteria, previous.positions);
      } else {
        last = scan(criteria, undefined);
      }
      return last.result;
    },
  };
}
