import { computeTotals } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filterTransactions } from './transactionQuery';
import type { TransactionFilters } from './transactionQuery';
import { createTransactionSearch } from './transactionSearch';

const descriptions = ['Square SALE #12', 'Sysco food order', 'May rent', 'Refund from Sysco'];
const list: Transaction[] = Array.from({ length: 400 }, (_, i) => ({
  id: `t-${i}`,
  date: `2024-05-${String((i % 28) + 1).padStart(2, '0')}`,
  description: `${descriptions[i % 4]} ${i}`,
  amount: i % 4 === 0 ? 250 + i : -(10 + i),
  type: i % 4 === 0 ? 'inflow' : 'outflow',
  category: i % 3 === 0 ? 'Food Supplies' : 'Rent',
  ...(i % 5 === 0 ? { accountId: 'amex' } : {}),
}));

describe('createTransactionSearch', () => {
  it('gives the same rows as the plain filter through a session of typing and editing', () => {
    const search = createTransactionSearch(list);
    const steps: Partial<TransactionFilters>[] = [
      { search: 's' },
      { search: 'sy' },
      { search: 'sysco' },
      { search: 'sysco 1' },
      { search: 'sysco' },
      { search: 'SYSCO 3', category: 'Food Supplies' },
      { search: 'SYSCO 33', category: 'Food Supplies' },
      { search: 'SYSCO 33', category: 'Food Supplies', minAmount: '100' },
      { search: 'SYSCO 333', category: 'Food Supplies', minAmount: '100' },
      { search: ' rent ', startDate: '2024-05-03', endDate: '2024-05-10' },
      { search: 'ale', maxAmount: '400' },
      { search: 'rent', account: 'amex' },
      { search: 'rent 1', account: 'amex' },
      { search: 'rent 1', account: 'main' },
      {},
      { search: 'e' },
    ];
    for (const step of steps) {
      const filters = { ...emptyFilters, ...step };
      expect(search.filter(filters)).toEqual(filterTransactions(list, filters));
    }
  });

  it('checks again only the previous matches when the search grows', () => {
    let reads = 0;
    const counted = list.map((t) => {
      const copy = { ...t };
      Object.defineProperty(copy, 'category', {
        get: () => {
          reads += 1;
          return t.category;
        },
        enumerable: true,
      });
      return copy;
    });
    const search = createTransactionSearch(counted);
    const first = search.filter({ ...emptyFilters, search: 'sysco', category: 'Rent' });
    reads = 0;
    const narrower = search.filter({ ...emptyFilters, search: 'sysco 1', category: 'Rent' });
    expect(narrower.length).toBeGreaterThan(0);
    expect(narrower.length).toBeLessThan(first.length);
    // A scan of the whole list would ask every 'sysco 1' for its category, the Food Supplies ones
    // included; narrowing asks only those that matched before, all of them Rent.
    const everySysco1 = list.filter((t) => t.description.toLowerCase().includes('sysco 1'));
    expect(everySysco1.length).toBeGreaterThan(narrower.length);
    expect(reads).toBe(narrower.length);
  });

  it('lower-cases each description once, ahead of the first search when prepared', async () => {
    let reads = 0;
    const counted = list.map((t) => ({
      ...t,
      get description() {
        reads += 1;
        return t.description;
      },
    }));
    const search = createTransactionSearch(counted);
    await search.prepare(new AbortController().signal);
    expect(reads).toBe(list.length);
    search.filter({ ...emptyFilters, search: 'rent' });
    search.filter({ ...emptyFilters, search: 'sale' });
    expect(reads).toBe(list.length);
  });

  it('hands back the list itself when no filter is set', () => {
    const search = createTransactionSearch(list);
    expect(search.filter(emptyFilters)).toBe(list);
  });

  it('sums the totals of the rows it finds as computeTotals does, transfers counted but not in or out', () => {
    const withTransfers = list.map((t, i) =>
      i % 7 === 0 ? { ...t, transferId: `move-${i}`, amount: -0.1 * i } : t,
    );
    const search = createTransactionSearch(withTransfers);
    for (const step of [{}, { search: 'sysco' }, { search: 'sysco 1' }, { category: 'Rent' }]) {
      const filters = { ...emptyFilters, ...step };
      expect(search.totals(filters)).toEqual(computeTotals(search.filter(filters)));
    }
  });

  it('finds, when narrowing as the user types, what a fresh search finds, on random ledgers', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const letters = 'abcAB 1';
    const text = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    for (let ledger = 0; ledger < 20; ledger += 1) {
      const rows: Transaction[] = Array.from({ length: 300 }, (_, i) => ({
        ...(list[i] as Transaction),
        description: text(1 + Math.floor(random() * 12)),
        amount: Math.round((random() - 0.5) * 100_000) / 100,
      }));
      const search = createTransactionSearch(rows);
      const typed = text(5).trimStart();
      for (let length = 1; length <= typed.length; length += 1) {
        const filters = { ...emptyFilters, search: typed.slice(0, length), minAmount: '20' };
        const fresh = createTransactionSearch(rows);
        expect(search.filter(filters)).toEqual(fresh.filter(filters));
        expect(search.totals(filters)).toEqual(fresh.totals(filters));
      }
    }
  });

  it('answers at once, after a run in slices, what it would have worked out', async () => {
    let reads = 0;
    const counted = list.map((t) => ({
      ...t,
      get description() {
        reads += 1;
        return t.description;
      },
    }));
    const search = createTransactionSearch(counted);
    const filters = { ...emptyFilters, search: 'sysco' };
    await search.run(filters, new AbortController().signal);
    expect(reads).toBe(list.length);
    const found = search.filter(filters);
    const totals = search.totals(filters);
    // Nothing was lower-cased again: the run left the answer ready.
    expect(reads).toBe(list.length);
    expect(found.map((t) => t.id)).toEqual(filterTransactions(list, filters).map((t) => t.id));
    expect(totals).toEqual(computeTotals(filterTransactions(list, filters)));
  });

  it('gives up a run once its signal is aborted, and still answers afterwards', async () => {
    const search = createTransactionSearch(list);
    const controller = new AbortController();
    controller.abort();
    const filters = { ...emptyFilters, search: 'rent' };
    await expect(search.run(filters, controller.signal)).rejects.toThrow();
    expect(search.filter(filters)).toEqual(filterTransactions(list, filters));
  });
});
