import { accountIdOf } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { codeTexts } from '../../../lib/transactions/codedTexts';
import { packTexts } from './packedTexts';
import type { RowColumns } from './queryProtocol';

/** The query's fields of `count` rows, the row at each position `at(k)` for k in [0, count). */
export function rowColumnsOf(
  list: readonly Transaction[],
  count: number,
  at: (k: number) => number,
): RowColumns {
  const descriptions = new Array<string>(count);
  const amounts = new Float64Array(count);
  const balances = new Float64Array(count);
  const transfers = new Uint8Array(count);
  for (let k = 0; k < count; k += 1) {
    const t = list[at(k)] as Transaction;
    descriptions[k] = t.description;
    amounts[k] = t.amount;
    balances[k] = t.balance ?? Number.NaN;
    transfers[k] = t.transferId === undefined ? 0 : 1;
  }
  const rowAt = (k: number) => list[at(k)] as Transaction;
  return {
    descriptions: packTexts(descriptions),
    dates: codeTexts(count, (k) => rowAt(k).date),
    categories: codeTexts(count, (k) => rowAt(k).category),
    accounts: codeTexts(count, (k) => accountIdOf(rowAt(k))),
    amounts,
    balances,
    transfers,
  };
}

/** Where a few rows of a list went: the positions of those taken out (before) and put in (after). */
export type ListChange = { removedAt: Int32Array; addedAt: Int32Array };

/**
 * The change's rows replaced in place where it says they were (TransactionsChange's `replacedAt`),
 * checked there only: the rows named must be at those positions, before and after. Undefined when
 * it says nothing or they are not.
 */
export function replacedPlaces(
  from: readonly Transaction[],
  next: readonly Transaction[],
  change: {
    removed: readonly Transaction[];
    added: readonly Transaction[];
    replacedAt?: readonly number[];
  },
): ListChange | undefined {
  const at = change.replacedAt;
  if (!at || from.length !== next.length) return undefined;
  if (at.length !== change.removed.length || at.length !== change.added.length) return undefined;
  const places = Int32Array.from(at).sort();
  for (let k = 0; k < at.length; k += 1) {
    const i = at[k] as number;
    if (from[i] !== change.removed[k] || next[i] !== change.added[k]) return undefined;
    if (k > 0 && places[k] === places[k - 1]) return undefined;
  }
  return { removedAt: places, addedAt: places.slice() };
}

/**
 * How `next` is `from` with the delta's rows taken out and put in, found in one walk of both lists
 * comparing rows by identity (untouched rows are the same objects, in the same order). Undefined
 * when the lists differ otherwise: then the whole list must be sent again.
 */
export function listChangeOf(
  from: readonly Transaction[],
  next: readonly Transaction[],
  delta: { removed: readonly Transaction[]; added: readonly Transaction[] },
): ListChange | undefined {
  const removed = new Set(delta.removed);
  const added = new Set(delta.added);
  const removedAt: number[] = [];
  const addedAt: number[] = [];
  let i = 0;
  let j = 0;
  while (i < from.length || j < next.length) {
    const before = from[i];
    const after = next[j];
    if (before !== undefined && before === after) {
      i += 1;
      j += 1;
    } else if (before !== undefined && removed.has(before)) {
      removedAt.push(i);
      i += 1;
    } else if (after !== undefined && added.has(after)) {
      addedAt.push(j);
      j += 1;
    } else {
      return undefined;
    }
  }
  return { removedAt: Int32Array.from(removedAt), addedAt: Int32Array.from(addedAt) };
}
