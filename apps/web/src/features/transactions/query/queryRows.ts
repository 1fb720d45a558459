import { fromCents } from '@cashline/core';
import type { Totals, TransactionSort } from '@cashline/core';
import { sortedByNumber, sortedByRank } from './countingSorts';
import type { QueryColumns, TextCodes } from './queryColumns';

/** computeTotals of the rows at these positions: whole cents summed, a transfer counted only. */
export function totalsOfRows(columns: QueryColumns, rows: Int32Array): Totals {
  let inflowCents = 0;
  let outflowCents = 0;
  for (let k = 0; k < rows.length; k += 1) {
    const cents = columns.cents[rows[k] as number] as number;
    if (cents > 0) inflowCents += cents;
    else outflowCents -= cents;
  }
  return {
    count: rows.length,
    inflows: fromCents(inflowCents),
    outflows: fromCents(outflowCents),
    net: fromCents(inflowCents - outflowCents),
  };
}

/** Per code, its place among the texts (lower-cased when asked), equal texts sharing a place. */
export function ranksOf(codes: TextCodes, lower: boolean): Int32Array {
  const texts = lower ? codes.texts.map((text) => text.toLowerCase()) : codes.texts;
  const byText = texts.map((_, code) => code);
  byText.sort((a, b) => {
    const x = texts[a] as string;
    const y = texts[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const ranks = new Int32Array(texts.length);
  let rank = 0;
  byText.forEach((code, k) => {
    if (k > 0 && texts[code] !== texts[byText[k - 1] as number]) rank += 1;
    ranks[code] = rank;
  });
  return ranks;
}

/**
 * The order core's sortTransactions puts two positions in, equal keys included: text compares
 * lower-cased, a row without a balance comes last in both directions, and equal keys keep the
 * list's order, so the order is the same whichever rows are compared.
 */
export function compareRows(
  columns: QueryColumns,
  sort: TransactionSort,
): (a: number, b: number) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byCode = (values: Int32Array, ranks: Int32Array) => (a: number, b: number) =>
    sign * ((ranks[values[a] as number] as number) - (ranks[values[b] as number] as number)) ||
    a - b;
  switch (sort.key) {
    case 'date':
      return byCode(columns.date, ranksOf(columns.codes.dates, false));
    case 'category':
      return byCode(columns.category, ranksOf(columns.codes.categories, true));
    case 'amount':
      return (a, b) =>
        sign * ((columns.amount[a] as number) - (columns.amount[b] as number)) || a - b;
    case 'description': {
      const lowered = columns.lowered;
      return (a, b) => {
        const x = lowered[a] as string;
        const y = lowered[b] as string;
        return x < y ? -sign : x > y ? sign : a - b;
      };
    }
    case 'balance': {
      const balance = columns.balance;
      return (a, b) => {
        const x = balance[a] as number;
        const y = balance[b] as number;
        if (Number.isNaN(x) || Number.isNaN(y)) {
          return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
        }
        return sign * (x - y) || a - b;
      };
    }
  }
}

/** Every position of the list in the sort's order; a list already in order is only checked. */
export function sortedRows(columns: QueryColumns, sort: TransactionSort): Int32Array {
  const compare = compareRows(columns, sort);
  const rows = new Int32Array(columns.size);
  let inOrder = true;
  for (let i = 0; i < rows.length; i += 1) {
    rows[i] = i;
    if (inOrder && i > 0 && compare(i - 1, i) > 0) inOrder = false;
  }
  if (inOrder) return rows;
  const descending = sort.direction === 'desc';
  switch (sort.key) {
    case 'date':
      return sortedByRank(
        columns.date,
        ranksOf(columns.codes.dates, false),
        rows.length,
        descending,
      );
    case 'category':
      return sortedByRank(
        columns.category,
        ranksOf(columns.codes.categories, true),
        rows.length,
        descending,
      );
    case 'amount':
      return sortedByNumber(columns.amount, rows, descending);
    case 'balance':
      return sortedByBalance(columns.balance, rows, descending);
    case 'description':
      return rows.sort(compare);
  }
}

/** Rows with a balance by it, then those without one (NaN) in the list's order, as compareRows. */
function sortedByBalance(balance: Float64Array, rows: Int32Array, descending: boolean) {
  const withBalance: number[] = [];
  const without: number[] = [];
  for (let k = 0; k < rows.length; k += 1) {
    const row = rows[k] as number;
    (Number.isNaN(balance[row]) ? without : withBalance).push(row);
  }
  const sorted = sortedByNumber(balance, Int32Array.from(withBalance), descending);
  const out = new Int32Array(rows.length);
  out.set(sorted);
  out.set(without, sorted.length);
  return out;
}

/** The first place in `sorted` whose row comes after `row`. */
function placeOf(sorted: Int32Array, row: number, compare: (a: number, b: number) => number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as number, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `kept` (in `compare`'s order) with the positions `adding` put in, each where halving finds its
 * place: a copy of `kept`, not a sort.
 */
function withPlaced(
  kept: Int32Array,
  adding: Int32Array,
  compare: (a: number, b: number) => number,
): Int32Array {
  const sortedAdding = adding.slice().sort(compare);
  const places = Array.from(sortedAdding, (row) => placeOf(kept, row, compare));
  const out = new Int32Array(kept.length + sortedAdding.length);
  let from = 0;
  let at = 0;
  sortedAdding.forEach((row, k) => {
    const place = places[k] as number;
    out.set(kept.subarray(from, place), at);
    at += place - from;
    from = place;
    out[at++] = row;
  });
  out.set(kept.subarray(from), at);
  return out;
}

/**
 * `sortedRows` after a change, from the sorted rows before it: kept rows follow `moved` (their
 * order among themselves holds, as their list order does) and added ones are put in by halving, so
 * an edit costs a pass over the list, not a sort.
 */
export function sortedAfterChange(
  sorted: Int32Array,
  moved: Int32Array,
  addedAt: Int32Array,
  columns: QueryColumns,
  sort: TransactionSort,
): Int32Array {
  const kept = new Int32Array(sorted.length);
  let n = 0;
  for (let k = 0; k < sorted.length; k += 1) {
    const at = moved[sorted[k] as number] as number;
    if (at >= 0) kept[n++] = at;
  }
  return withPlaced(kept.subarray(0, n), addedAt, compareRows(columns, sort));
}

/**
 * Whether each row replaced is admitted as before (in `rows` and `admitted`, or in neither) and,
 * when in, still in order with its neighbours in `rows`: then `rows` is already the answer (pairs of rows not replaced kept their order). Costs a
 * search of the positions per replaced row, no copy.
 */
function stillInPlace(
  rows: Int32Array,
  replaced: Int32Array,
  admitted: Int32Array,
  compare: (a: number, b: number) => number,
): boolean {
  for (const row of replaced) {
    const k = rows.indexOf(row);
    const stays = admitted.includes(row);
    if (k === -1 && !stays) continue;
    if (k === -1 || !stays) return false;
    if (k > 0 && compare(rows[k - 1] as number, row) > 0) return false;
    if (k + 1 < rows.length && compare(row, rows[k + 1] as number) > 0) return false;
  }
  return true;
}

/**
 * Positions in `compare`'s order (all the list's, or those a search matched) after the rows at
 * `replaced` took new values in place, no other row moving: those rows leave and, of them, the
 * ones `admitted` go back where their new values put them. The other rows keep their order, so
 * the cost is a copy of the positions, with no comparison but the replaced rows' halving; none at
 * all (`rows` itself) when each replaced row stays where it was.
 */
export function rowsAfterReplace(
  rows: Int32Array,
  replaced: Int32Array,
  admitted: Int32Array,
  compare: (a: number, b: number) => number,
): Int32Array {
  if (stillInPlace(rows, replaced, admitted, compare)) return rows;
  const leaving = new Uint8Array(replaced.reduce((top, row) => Math.max(top, row + 1), 0));
  for (const row of replaced) leaving[row] = 1;
  const kept = new Int32Array(rows.length);
  let n = 0;
  for (let k = 0; k < rows.length; k += 1) {
    const row = rows[k] as number;
    // Read within bounds only: a typed array read past its end is a slow path in V8.
    if (row >= leaving.length || leaving[row] !== 1) kept[n++] = row;
  }
  return withPlaced(kept.subarray(0, n), admitted, compare);
}
