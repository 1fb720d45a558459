import type { Transaction } from '../transaction.js';
import type { IdLookup } from './idHashSet.js';

/**
 * How a list of transactions changed: the rows taken out and the rows put in (an edit is both, the
 * old object out and the new one in). Rows not named stay the same objects, so whatever was worked
 * out from the list before can be brought up to date from the delta alone.
 */
export type RowDelta = { removed: readonly Transaction[]; added: readonly Transaction[] };

/**
 * The delta from `previous` to `next` when only the rows with these ids can differ. A list made
 * by the ledger's commands keeps its other rows as the same objects in the same order, so one
 * walk of both lists comparing objects finds the rows that differ, and looks up an id only there;
 * lists that differ otherwise are read by id whole.
 */
export function deltaOfIds(
  previous: readonly Transaction[],
  next: readonly Transaction[],
  ids: Pick<IdLookup, 'has'>,
): RowDelta {
  const walked = walkedDelta(previous, next, ids);
  if (walked) return walked;
  const named = (t: Transaction) => ids.has(t.id);
  return { removed: previous.filter(named), added: next.filter(named) };
}

/**
 * The rows named that are not where both lists hold the same object: the rows `deltaOfIds`
 * answers, but those named and left as they were. Undefined when a row not named differs.
 */
function walkedDelta(
  previous: readonly Transaction[],
  next: readonly Transaction[],
  ids: Pick<IdLookup, 'has'>,
): RowDelta | undefined {
  const removed: Transaction[] = [];
  const added: Transaction[] = [];
  let i = 0;
  let j = 0;
  while (i < previous.length || j < next.length) {
    const before = previous[i];
    const after = next[j];
    if (before !== undefined && before === after) {
      i += 1;
      j += 1;
    } else if (before !== undefined && ids.has(before.id)) {
      removed.push(before);
      i += 1;
    } else if (after !== undefined && ids.has(after.id)) {
      added.push(after);
      j += 1;
    } else {
      return undefined;
    }
  }
  return { removed, added };
}

/** A sorted list after a delta, and where each of its rows was before (-1: added). */
export type SortedDelta<T> = { rows: T[]; from: Int32Array };

/** The first position from `low` on whose row comes after `row` (after its equals too). */
function upperBound<T>(sorted: readonly T[], row: T, compare: (a: T, b: T) => number, low: number) {
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, row) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first position whose row does not come before `row`. */
function lowerBound<T>(sorted: readonly T[], row: T, compare: (a: T, b: T) => number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Where each removed row is in `sorted`, ascending, found by halving among its equals; a pass over
 * the list only when one is not where its order says (a list not quite in order).
 */
function positionsOf<T>(
  sorted: readonly T[],
  removed: readonly T[],
  compare: (a: T, b: T) => number,
): number[] {
  const positions: number[] = [];
  for (const row of removed) {
    let at = lowerBound(sorted, row, compare);
    while (at < sorted.length && sorted[at] !== row && compare(sorted[at] as T, row) === 0) at += 1;
    if (sorted[at] !== row) {
      const gone = new Set(removed);
      return sorted.flatMap((r, i) => (gone.has(r) ? [i] : []));
    }
    positions.push(at);
  }
  return [...new Set(positions)].sort((a, b) => a - b);
}

/**
 * A list kept in `compare`'s order, brought up to date with a delta: the removed rows (by
 * identity) leave, the added ones go in after their equals. Each is placed by halving, so the
 * cost is a copy of the list, not a sort or a comparison per row. `from` lets whatever is kept
 * beside the list, position by position, follow it. Given `idOf`, an added row that replaces a
 * removed one of the same id and equals it in the order (an edit that leaves its key alone) takes
 * its place instead, as a sort of the list would leave it.
 */
export function sortedWithDelta<T>(
  sorted: readonly T[],
  delta: { removed: readonly T[]; added: readonly T[] },
  compare: (a: T, b: T) => number,
  idOf?: (row: T) => unknown,
): SortedDelta<T> {
  const gone = positionsOf(sorted, delta.removed, compare);
  const inPlace = new Map<number, T>();
  let outOfPlace = delta.added;
  if (idOf && gone.length > 0 && delta.added.length > 0) {
    const goneAt = new Map(gone.map((i) => [idOf(sorted[i] as T), i]));
    outOfPlace = delta.added.filter((row) => {
      const i = goneAt.get(idOf(row));
      if (i === undefined || inPlace.has(i) || compare(sorted[i] as T, row) !== 0) return true;
      inPlace.set(i, row);
      return false;
    });
  }
  const adding = [...outOfPlace].sort(compare);
  const places: number[] = [];
  let low = 0;
  for (const row of adding) places.push((low = upperBound(sorted, row, compare, low)));
  const total = sorted.length - gone.length + inPlace.size + adding.length;
  const rows: T[] = new Array<T>(total);
  const from = new Int32Array(total);
  let at = 0;
  let nextGone = 0;
  let nextAdd = 0;
  for (let i = 0; i <= sorted.length; i += 1) {
    while (nextAdd < adding.length && places[nextAdd] === i) {
      rows[at] = adding[nextAdd++] as T;
      from[at++] = -1;
    }
    if (i === sorted.length) break;
    if (gone[nextGone] === i) {
      nextGone += 1;
      const replacement = inPlace.get(i);
      if (replacement === undefined) continue;
      rows[at] = replacement;
      from[at++] = -1;
      continue;
    }
    rows[at] = sorted[i] as T;
    from[at++] = i;
  }
  return { rows, from };
}

/** How many rows have each key. */
export function countsOf<K>(
  rows: readonly Transaction[],
  keyOf: (t: Transaction) => K,
): Map<K, number> {
  const counts = new Map<K, number>();
  // By index: in a page's first pass over a million rows, `for...of` made an iterator result per
  // row (41 MB of garbage in a sampled allocation profile of the transactions page loading).
  for (let i = 0; i < rows.length; i += 1) {
    const key = keyOf(rows[i] as Transaction);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** `countsOf` after the delta, from the counts before it; keys no row has any more are gone. */
export function countsWithDelta<K>(
  counts: ReadonlyMap<K, number>,
  delta: RowDelta,
  keyOf: (t: Transaction) => K,
): Map<K, number> {
  const next = new Map(counts);
  const move = (t: Transaction, by: number) => {
    const key = keyOf(t);
    const count = (next.get(key) ?? 0) + by;
    if (count > 0) next.set(key, count);
    else next.delete(key);
  };
  for (const t of delta.removed) move(t, -1);
  for (const t of delta.added) move(t, 1);
  return next;
}
