import { sortTransactions } from '@cashline/core';
import type { Transaction, TransactionSort, TransactionSortKey } from '@cashline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changed, randomOf, rowOf } from '../../../testing/randomLedger';
import type { Random } from '../../../testing/randomLedger';
import { QueryColumns } from './queryColumns';
import { sortedRows } from './queryRows';
import { listChangeOf, rowColumnsOf } from './rowColumns';
import { KEPT_ORDERS, SortedOrders, turnedRound } from './sortedOrders';

const KEYS: TransactionSortKey[] = ['date', 'description', 'amount', 'category', 'balance'];
const SORTS: TransactionSort[] = KEYS.flatMap((key) => [
  { key, direction: 'asc' as const },
  { key, direction: 'desc' as const },
]);

function columnsOf(list: readonly Transaction[]): QueryColumns {
  const columns = new QueryColumns(list.length);
  columns.append(rowColumnsOf(list, list.length, (k) => k));
  return columns;
}

/** The rows at the positions, to compare with what core's sortTransactions returns. */
const rowsAt = (list: readonly Transaction[], order: Int32Array) =>
  Array.from(order, (i) => list[i]);

/** One or two rows given new values where they are, as an edit that moves no row is sent. */
function editedInPlace(random: Random, list: Transaction[]) {
  const at = Int32Array.from(
    new Set([random.int(0, list.length - 1), random.int(0, list.length - 1)]),
  ).sort();
  const next = [...list];
  for (const i of at) next[i] = rowOf(random, list[i]!.id);
  return { next, at };
}

afterEach(() => vi.restoreAllMocks());

/** The columns after the list became `next`, as the worker makes them, the orders told. */
function changedColumns(
  list: readonly Transaction[],
  next: readonly Transaction[],
  columns: QueryColumns,
  orders: SortedOrders,
): QueryColumns {
  const delta = {
    removed: list.filter((t) => !next.includes(t)),
    added: next.filter((t) => !list.includes(t)),
  };
  const change = listChangeOf(list, next, delta)!;
  const rows = rowColumnsOf(next, change.addedAt.length, (k) => change.addedAt[k]!);
  const after = columns.changed(change.removedAt, change.addedAt, rows);
  orders.changed(after.columns, after.moved, change.addedAt);
  return after.columns;
}

describe('the kept sort orders', () => {
  it('stay the order a fresh sort gives, through random changes and sorts asked', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = randomOf(seed);
      let list = Array.from({ length: random.int(1, 300) }, (_, i) => rowOf(random, `r${i}`));
      let columns = columnsOf(list);
      const orders = new SortedOrders();
      orders.of(columns, random.pick(SORTS));
      for (let step = 0; step < 80; step += 1) {
        if (list.length > 0 && random.chance(0.4)) {
          const { next, at } = editedInPlace(random, list);
          columns.replace(
            at,
            rowColumnsOf(next, at.length, (k) => at[k]!),
          );
          orders.replaced(columns, at);
          list = next;
        } else {
          const next = changed(random, list, step);
          columns = changedColumns(list, next, columns, orders);
          list = next;
        }
        // Every kept order, asked again from the oldest so that they stay kept in that order.
        const kept = orders.sorts();
        for (const sort of [...kept].reverse()) {
          expect(rowsAt(list, orders.of(columns, sort))).toEqual(sortTransactions(list, sort));
        }
        expect(orders.sorts()).toEqual(kept);
        const asked = random.pick(SORTS);
        expect(rowsAt(list, orders.of(columns, asked))).toEqual(sortTransactions(list, asked));
      }
    }
  });

  it('are not sorted again after a change, only the rows added placed', () => {
    const random = randomOf(11);
    let list = Array.from({ length: 400 }, (_, i) => rowOf(random, `r${i}`));
    let columns = columnsOf(list);
    const orders = new SortedOrders();
    orders.of(columns, { key: 'amount', direction: 'asc' });
    orders.of(columns, { key: 'description', direction: 'desc' });
    const sorting = vi.spyOn(Int32Array.prototype, 'sort');
    for (let step = 0; step < 20; step += 1) {
      const next = changed(random, list, step);
      columns = changedColumns(list, next, columns, orders);
      list = next;
    }
    const sortedLengths = sorting.mock.contexts.map((sorted) => (sorted as Int32Array).length);
    expect(Math.max(...sortedLengths)).toBeLessThanOrEqual(6);
    sorting.mockRestore();
    for (const sort of [...orders.sorts()].reverse()) {
      expect(rowsAt(list, orders.of(columns, sort))).toEqual(sortTransactions(list, sort));
    }
  });

  it('answer a sort asked again, or its other direction, without sorting', () => {
    const random = randomOf(5);
    const list = Array.from({ length: 200 }, (_, i) => rowOf(random, `r${i}`));
    const columns = columnsOf(list);
    const orders = new SortedOrders();
    const sorting = vi.spyOn(Int32Array.prototype, 'sort');
    const byDescription = orders.of(columns, { key: 'description', direction: 'asc' });
    const byAmount = orders.of(columns, { key: 'amount', direction: 'desc' });
    // Descriptions are sorted by comparing; amounts are placed by counting (countingSorts.ts).
    expect(sorting).toHaveBeenCalledTimes(1);
    expect(orders.of(columns, { key: 'description', direction: 'asc' })).toBe(byDescription);
    expect(orders.of(columns, { key: 'amount', direction: 'desc' })).toBe(byAmount);
    const turned = orders.of(columns, { key: 'description', direction: 'desc' });
    expect(sorting).toHaveBeenCalledTimes(1);
    expect(rowsAt(list, turned)).toEqual(
      sortTransactions(list, { key: 'description', direction: 'desc' }),
    );
  });

  it(`keep at most ${KEPT_ORDERS} keys, the last asked`, () => {
    const random = randomOf(6);
    const list = Array.from({ length: 50 }, (_, i) => rowOf(random, `r${i}`));
    const columns = columnsOf(list);
    const orders = new SortedOrders();
    const first = orders.of(columns, { key: 'description', direction: 'asc' });
    orders.of(columns, { key: 'amount', direction: 'desc' });
    orders.of(columns, { key: 'category', direction: 'asc' });
    expect(orders.sorts()).toEqual([
      { key: 'category', direction: 'asc' },
      { key: 'amount', direction: 'desc' },
    ]);
    const again = orders.of(columns, { key: 'description', direction: 'asc' });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    orders.clear();
    expect(orders.sorts()).toEqual([]);
  });
});

describe('turnedRound', () => {
  it('gives the other direction as a fresh sort does: ties in list order, no balance last', () => {
    for (const seed of [1, 2, 3, 4]) {
      const random = randomOf(seed);
      const list = Array.from({ length: random.int(0, 200) }, (_, i) => rowOf(random, `r${i}`));
      const columns = columnsOf(list);
      for (const sort of SORTS) {
        const other: TransactionSort = {
          key: sort.key,
          direction: sort.direction === 'asc' ? 'desc' : 'asc',
        };
        const turned = turnedRound(columns, sort.key, sortedRows(columns, other));
        expect(Array.from(turned)).toEqual(Array.from(sortedRows(columns, sort)));
      }
    }
  });

  it('is not the order reversed where keys tie', () => {
    const random = randomOf(3);
    const list = Array.from({ length: 40 }, (_, i) => rowOf(random, `r${i}`));
    const columns = columnsOf(list);
    const ascending = sortedRows(columns, { key: 'category', direction: 'asc' });
    const turned = turnedRound(columns, 'category', ascending);
    expect(Array.from(turned)).not.toEqual(Array.from(ascending).reverse());
    expect(rowsAt(list, turned)).toEqual(
      sortTransactions(list, { key: 'category', direction: 'desc' }),
    );
  });
});
