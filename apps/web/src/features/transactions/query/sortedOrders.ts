import type { TransactionSort, TransactionSortKey } from '@cashline/core';
import type { QueryColumns } from './queryColumns';
import { compareRows, ranksOf, rowsAfterReplace, sortedAfterChange, sortedRows } from './queryRows';

/**
 * How many sort keys keep their order: each is a position per row (4 MB at a million rows), and
 * the page goes back and forth between two sorts far more often than among more.
 */
export const KEPT_ORDERS = 2;

/** Whether two positions have the same key for the sort: they tie, and keep the list's order. */
function sameKeyOf(
  columns: QueryColumns,
  key: TransactionSortKey,
): (a: number, b: number) => boolean {
  const byCode = (values: Int32Array, ranks: Int32Array) => (a: number, b: number) =>
    ranks[values[a] as number] === ranks[values[b] as number];
  switch (key) {
    case 'date':
      return byCode(columns.date, ranksOf(columns.codes.dates, false));
    case 'category':
      return byCode(columns.category, ranksOf(columns.codes.categories, true));
    case 'amount':
      return (a, b) => columns.amount[a] === columns.amount[b];
    case 'description':
      return (a, b) => columns.lowered[a] === columns.lowered[b];
    case 'balance':
      return (a, b) => Object.is(columns.balance[a], columns.balance[b]);
  }
}

/**
 * The positions of `rows` (sorted one way) in the other direction, with no comparison of order:
 * the runs of equal keys come in the reverse order, each run keeping its own (the list's order,
 * which ties keep in both directions), and the rows without a balance stay last, as they are in
 * both directions. Reversing the whole would reverse the ties too.
 */
export function turnedRound(
  columns: QueryColumns,
  key: TransactionSortKey,
  rows: Int32Array,
): Int32Array {
  const same = sameKeyOf(columns, key);
  let end = rows.length;
  if (key === 'balance') {
    while (end > 0 && Number.isNaN(columns.balance[rows[end - 1] as number])) end -= 1;
  }
  const out = new Int32Array(rows.length);
  let at = 0;
  let runEnd = end;
  for (let k = end - 1; k >= 0; k -= 1) {
    if (k > 0 && same(rows[k - 1] as number, rows[k] as number)) continue;
    for (let i = k; i < runEnd; i += 1) out[at++] = rows[i] as number;
    runEnd = k;
  }
  for (let i = end; i < rows.length; i += 1) out[at++] = rows[i] as number;
  return out;
}

type Kept = { sort: TransactionSort; rows: Int32Array };

/**
 * The list's positions in the order of the sorts last asked, one per key, at most KEPT_ORDERS:
 * a sort asked again is answered from what is kept, the other direction of a kept key by turning
 * it round, and each change to the list brings every kept order up to date instead of sorting it
 * again. A new ledger ('load') starts them over.
 */
export class SortedOrders {
  /** The last asked first. */
  private kept: Kept[] = [];

  /** The list's positions in the sort's order, now the last asked. */
  of(columns: QueryColumns, sort: TransactionSort): Int32Array {
    const at = this.kept.findIndex((kept) => kept.sort.key === sort.key);
    const found = this.kept[at];
    let wanted: Kept;
    if (found === undefined) {
      wanted = { sort, rows: sortedRows(columns, sort) };
    } else {
      this.kept.splice(at, 1);
      wanted =
        found.sort.direction === sort.direction
          ? found
          : { sort, rows: turnedRound(columns, sort.key, found.rows) };
    }
    this.kept.unshift(wanted);
    this.kept.length = Math.min(this.kept.length, KEPT_ORDERS);
    return wanted.rows;
  }

  /** The sorts whose orders are kept, the last asked first. */
  sorts(): TransactionSort[] {
    return this.kept.map((kept) => kept.sort);
  }

  /** After the rows at `at` took new values in place (`columns` holds them). */
  replaced(columns: QueryColumns, at: Int32Array): void {
    for (const kept of this.kept) {
      kept.rows = rowsAfterReplace(kept.rows, at, at, compareRows(columns, kept.sort));
    }
  }

  /** After a change that moved rows: `moved` maps each old position (-1: taken out). */
  changed(columns: QueryColumns, moved: Int32Array, addedAt: Int32Array): void {
    for (const kept of this.kept) {
      kept.rows = sortedAfterChange(kept.rows, moved, addedAt, columns, kept.sort);
    }
  }

  clear(): void {
    this.kept = [];
  }
}
