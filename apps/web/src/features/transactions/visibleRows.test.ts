import { computeTotals, deltaOfIds, sortTransactions } from '@cashline/core';
import type { Transaction, TransactionSort } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filterTransactions } from './transactionQuery';
import type { TransactionFilters } from './transactionQuery';
import { nextVisibleRows } from './visibleRows';

// Unique amounts and descriptions: every order but the date's is without ties.
const row = (i: number, extra: Partial<Transaction> = {}): Transaction => ({
  id: `t${i}`,
  date: `2026-0${(i % 9) + 1}-1${i % 10}`,
  description: `${i % 3 === 0 ? 'Sysco' : 'Square'} order ${i}`,
  amount: i % 4 === 0 ? 100 + i / 100 : -(10 + i / 100),
  type: i % 4 === 0 ? 'inflow' : 'outflow',
  category: i % 2 === 0 ? 'Sales' : 'Food Supplies',
  ...extra,
});

const sorts: TransactionSort[] = [
  { key: 'amount', direction: 'desc' },
  { key: 'description', direction: 'asc' },
];
const filterSets: TransactionFilters[] = [
  emptyFilters,
  { ...emptyFilters, search: 'sysco' },
  { ...emptyFilters, category: 'Sales', minAmount: '101' },
];

describe('the rows the transactions page shows, after a few rows changed', () => {
  it('are the rows, order and totals a fresh sort and filter give', () => {
    for (const sort of sorts) {
      for (const filters of filterSets) {
        let list = Array.from({ length: 200 }, (_, i) => row(i));
        let rows = nextVisibleRows(undefined, list, null, sort, filters);
        for (let step = 0; step < 30; step += 1) {
          const edited = (step * 37) % list.length;
          const next = list
            .map((t, i) =>
              i === edited
                ? { ...t, description: `Sysco edit ${step}`, amount: t.amount + 500 }
                : t,
            )
            .filter((_, i) => i !== (step * 53) % list.length);
          next.unshift(row(1000 + step));
          const ids = new Set([
            list[edited]!.id,
            list[(step * 53) % list.length]!.id,
            `t${1000 + step}`,
          ]);
          const change = { from: list, ...deltaOfIds(list, next, ids) };
          rows = nextVisibleRows(rows, next, change, sort, filters);
          const fresh = filterTransactions(sortTransactions(next, sort), filters);
          expect(rows.visible).toEqual(fresh);
          expect(rows.totals).toEqual(computeTotals(fresh));
          list = next;
        }
        // The search carried through the changes answers the next keystroke as a fresh one would.
        const typed = { ...filters, search: `${filters.search}order 10` };
        expect(nextVisibleRows(rows, list, null, sort, typed).visible).toEqual(
          filterTransactions(sortTransactions(list, sort), typed),
        );
      }
    }
  });

  it('follow a change and new filters at once, as when the page opens again after an edit', () => {
    const list = Array.from({ length: 100 }, (_, i) => row(i));
    const searched = { ...emptyFilters, search: 'sysco' };
    const before = nextVisibleRows(undefined, list, null, sorts[0]!, searched);
    const next = list.map((t, i) => (i === 3 ? { ...t, description: 'Square fix' } : t));
    const change = { from: list, ...deltaOfIds(list, next, new Set([list[3]!.id])) };
    // The page opens with its own sort (the same, a new object) and no search.
    const reopened = nextVisibleRows(before, next, change, { ...sorts[0]! }, emptyFilters);
    expect(reopened.visible).toEqual(sortTransactions(next, sorts[0]));
    expect(reopened.totals).toEqual(computeTotals(next));
  });

  it('are worked out afresh when the change does not start from the rows shown', () => {
    const list = Array.from({ length: 20 }, (_, i) => row(i));
    const rows = nextVisibleRows(undefined, list, null, sorts[0]!, emptyFilters);
    const other = list.slice(1);
    const next = [row(99), ...list];
    // A change from another list (one this page never showed) says nothing about `next`.
    const stale = { from: other, removed: [], added: [] };
    const after = nextVisibleRows(rows, next, stale, sorts[0]!, emptyFilters);
    expect(after.visible).toEqual(sortTransactions(next, sorts[0]));
    expect(after.totals.count).toBe(21);
  });

  it('keep an edited row where it was among rows of the same date, as a fresh sort does', () => {
    const sort: TransactionSort = { key: 'date', direction: 'desc' };
    const list = ['a', 'b', 'c', 'd'].map((id, i) => row(i, { id, date: '2026-03-01' }));
    const rows = nextVisibleRows(undefined, list, null, sort, emptyFilters);
    const next = list.map((t) => (t.id === 'b' ? { ...t, category: 'Rent' } : t));
    const change = { from: list, ...deltaOfIds(list, next, new Set(['b'])) };

    const after = nextVisibleRows(rows, next, change, sort, emptyFilters);
    expect(after.visible.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(after.visible).toEqual(sortTransactions(next, sort));
  });
});
