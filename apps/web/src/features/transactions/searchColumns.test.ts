import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { emptyColumns, fillColumns, movedColumns } from './searchColumns';

const row = (i: number, extra: Partial<Transaction> = {}): Transaction => ({
  id: `t-${i}`,
  date: '2024-05-01',
  description: `Sysco ORDER ${i}`,
  amount: -(i + 0.29),
  type: 'outflow',
  category: 'Food Supplies',
  ...extra,
});

describe('the search columns', () => {
  it('fill rows in order up to the end asked for, lower-cased and in cents, a transfer as 0', () => {
    const list = [row(0), row(1, { transferId: 'move-1' }), row(2, { amount: 12.5 })];
    const columns = emptyColumns(list.length);
    fillColumns(columns, list, 2);
    expect(columns.filled).toBe(2);
    expect(columns.lowered.slice(0, 2)).toEqual(['sysco order 0', 'sysco order 1']);
    fillColumns(columns, list, 10);
    expect(columns.filled).toBe(3);
    expect([...columns.cents]).toEqual([-29, 0, 1250]);
  });

  it('follow the rows to their new places, and fill the new ones, after a change', () => {
    const list = [row(0), row(1), row(2)];
    const columns = emptyColumns(list.length);
    fillColumns(columns, list, list.length);
    const next = [row(2), row(9), row(0)];
    const moved = movedColumns(columns, next, Int32Array.from([2, -1, 0]));
    expect(moved.filled).toBe(3);
    expect(moved.lowered).toEqual(['sysco order 2', 'sysco order 9', 'sysco order 0']);
    expect([...moved.cents]).toEqual([-229, -929, -29]);
  });

  it('start empty after a change when they were not all filled', () => {
    const list = [row(0), row(1)];
    const columns = emptyColumns(list.length);
    fillColumns(columns, list, 1);
    expect(movedColumns(columns, list, Int32Array.from([0, 1])).filled).toBe(0);
  });
});
