import { toCents } from '@cashline/core';
import type { Transaction } from '@cashline/core';

/**
 * What the search keeps of each row of its list, filled from the first row on: the description
 * lower-cased (so a keystroke compares, not lower-cases) and the amount in cents, 0 for a transfer
 * (so the totals of the matches are sums over one array, as computeTotals counts them).
 */
export type SearchColumns = {
  readonly lowered: string[];
  readonly cents: Float64Array;
  /** Rows [0, filled) are filled in. */
  filled: number;
};

export function emptyColumns(size: number): SearchColumns {
  return { lowered: new Array<string>(size), cents: new Float64Array(size), filled: 0 };
}

function fillRow(columns: SearchColumns, i: number, t: Transaction): void {
  columns.lowered[i] = t.description.toLowerCase();
  columns.cents[i] = t.transferId === undefined ? toCents(t.amount) : 0;
}

/** Fills the rows of `list` up to (not including) `end`, from where the filling stopped. */
export function fillColumns(columns: SearchColumns, list: readonly Transaction[], end: number) {
  const stop = Math.min(end, list.length);
  for (let i = columns.filled; i < stop; i += 1) fillRow(columns, i, list[i] as Transaction);
  columns.filled = Math.max(columns.filled, stop);
}

/**
 * The columns of `next`, the list these were filled for after a change: `from` says where each of
 * its rows was (-1: new). Rows filled before are copied, not lower-cased again; when these were
 * not all filled, the new ones start empty.
 */
export function movedColumns(
  columns: SearchColumns,
  next: readonly Transaction[],
  from: Int32Array,
): SearchColumns {
  const moved = emptyColumns(next.length);
  if (columns.filled < columns.lowered.length) return moved;
  for (let i = 0; i < next.length; i += 1) {
    const at = from[i] as number;
    if (at >= 0) {
      moved.lowered[i] = columns.lowered[at] as string;
      moved.cents[i] = columns.cents[at] as number;
    } else {
      fillRow(moved, i, next[i] as Transaction);
    }
  }
  moved.filled = next.length;
  return moved;
}
