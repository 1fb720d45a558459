import type { RowDelta, Transaction } from '@cashline/core';
import { pageOf, pagesOf } from '../ledger/sync/copyPages';

/**
 * The browser-only store keeps its rows in one record per month (transactionDb.ts) and reads them
 * back newest month first, each month in the order it was written. A list kept in that order
 * ("grouped by month") is the list a reload gives, so a tab that changes only some months can write
 * those months from the list, and another tab making the same change to the same list gets the
 * same list again.
 */

/**
 * Whether date `a`'s month (`pageOf`) comes before `b`'s, read from their characters: every load
 * asks it of a million rows, and cutting each month out made a million strings of garbage.
 */
function monthBefore(a: string, b: string): boolean {
  if (a.length < 7 || b.length < 7) return a.slice(0, 7) < b.slice(0, 7);
  for (let i = 0; i < 7; i += 1) {
    const difference = a.charCodeAt(i) - b.charCodeAt(i);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** Whether the rows come month by month, newest month first. */
export function isGroupedByMonth(rows: readonly Transaction[]): boolean {
  for (let i = 1; i < rows.length; i += 1) {
    if (monthBefore((rows[i - 1] as Transaction).date, (rows[i] as Transaction).date)) {
      return false;
    }
  }
  return true;
}

/** The rows grouped by month, newest month first, each month in the rows' order: what a reload of them gives. */
export function groupedByMonth(rows: Transaction[]): Transaction[] {
  if (isGroupedByMonth(rows)) return rows;
  const pages = pagesOf(rows);
  const grouped: Transaction[] = [];
  for (const month of [...pages.keys()].sort().reverse()) {
    for (const row of pages.get(month) ?? []) grouped.push(row);
  }
  return grouped;
}

/**
 * The rows by month, as `pagesOf` gives them. A list grouped by month (the store's own, an import's
 * newest-first rows) is cut into its months' runs, each found by halving: no month is read per row
 * and no row is pushed one at a time, which for a million-row import was as much garbage again as
 * the rows themselves.
 */
export function monthsOf(rows: readonly Transaction[]): Map<string, Transaction[]> {
  if (!isGroupedByMonth(rows)) return pagesOf(rows);
  const months = new Map<string, Transaction[]>();
  for (let start = 0; start < rows.length;) {
    const month = pageOf(rows[start] as Transaction);
    const end = firstReaching(rows, start, (other) => other < month);
    months.set(month, rows.slice(start, end));
    start = end;
  }
  return months;
}

/**
 * The first position from `low` whose month `reached` takes (rows grouped by month, so the
 * months `reached` takes come after those it does not).
 */
function firstReaching(
  rows: readonly Transaction[],
  low: number,
  reached: (month: string) => boolean,
): number {
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(pageOf(rows[middle] as Transaction))) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The rows of one month of a list grouped by month, found by halving. */
export function rowsOfMonth(rows: readonly Transaction[], month: string): Transaction[] {
  const start = firstReaching(rows, 0, (other) => other <= month);
  return rows.slice(
    start,
    firstReaching(rows, start, (other) => other < month),
  );
}

export type MonthDelta = {
  /** The rows after the delta, still grouped by month. */
  rows: Transaction[];
  /** Each month the delta touched, with its rows after it (none: the month is gone). */
  months: Map<string, Transaction[]>;
};

/**
 * The added rows that go first in their month, by month; those replacing a removed row of the
 * same id in the same month (`goneMonths`) go to `inPlace` instead.
 */
function newByMonth(
  added: readonly Transaction[],
  goneMonths: ReadonlyMap<string, string>,
  inPlace: Map<string, Transaction>,
): Map<string, Transaction[]> {
  const firstIn = new Map<string, Transaction[]>();
  for (const row of added) {
    const month = pageOf(row);
    // Only rows replacing removed ones are looked up by id: a Map looked up with a string makes
    // V8 keep a second, internalized copy of it for good, so an import's million ids, looked up
    // in an empty Map, would each be held twice.
    if (goneMonths.get(row.id) === month && !inPlace.has(row.id)) {
      inPlace.set(row.id, row);
      continue;
    }
    const first = firstIn.get(month);
    if (first) first.push(row);
    else firstIn.set(month, [row]);
  }
  return firstIn;
}

/**
 * A list grouped by month after a delta: the removed rows (by identity) leave; an added row that
 * replaces a removed one of the same id in the same month takes its place, and the other added
 * rows go first in their month, as a new transaction goes first in the list. Each touched month is
 * found by halving, so the cost is a copy of the list, not a pass that looks at every row.
 * Undefined when a removed row is not in its month (the list was not grouped by month).
 */
export function withMonthDelta(
  rows: readonly Transaction[],
  delta: RowDelta,
): MonthDelta | undefined {
  const gone = new Set(delta.removed);
  const goneMonths = new Map(delta.removed.map((row) => [row.id, pageOf(row)]));
  const inPlace = new Map<string, Transaction>();
  // With nothing removed no added row replaces one: each month's added rows are its run of them.
  const firstIn =
    goneMonths.size === 0 ? monthsOf(delta.added) : newByMonth(delta.added, goneMonths, inPlace);
  const touched = [...new Set([...goneMonths.values(), ...firstIn.keys()])].sort().reverse();
  // The untouched runs between touched months are copied whole (slice, concat), not row by row.
  const pieces: Transaction[][] = [];
  const months = new Map<string, Transaction[]>();
  let copied = 0;
  let found = 0;
  for (const month of touched) {
    const start = firstReaching(rows, copied, (other) => other <= month);
    const end = firstReaching(rows, start, (other) => other < month);
    if (start > copied) pieces.push(rows.slice(copied, start));
    // The month's added rows were gathered here for it: the list is taken, not copied.
    const monthRows = firstIn.get(month) ?? [];
    for (let i = start; i < end; i += 1) {
      const row = rows[i] as Transaction;
      if (!gone.has(row)) {
        monthRows.push(row);
        continue;
      }
      found += 1;
      const replacement = inPlace.get(row.id);
      if (replacement) monthRows.push(replacement);
    }
    pieces.push(monthRows);
    months.set(month, monthRows);
    copied = end;
  }
  if (found !== gone.size) return undefined;
  if (copied < rows.length) pieces.push(rows.slice(copied));
  return { rows: ([] as Transaction[]).concat(...pieces), months };
}
