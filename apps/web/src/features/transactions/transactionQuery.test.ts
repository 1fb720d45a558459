import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filterTransactions } from './transactionQuery';

function tx(overrides: Partial<Transaction> & { id: string }): Transaction {
  return {
    date: '2024-05-01',
    description: 'Item',
    amount: -10,
    type: 'outflow',
    category: 'Other',
    ...overrides,
  };
}

const list: Transaction[] = [
  tx({
    id: 'a',
    date: '2024-05-01',
    description: 'Square SALE #12',
    amount: 250,
    type: 'inflow',
    category: 'Sales',
    balance: 1250,
  }),
  tx({
    id: 'b',
    date: '2024-05-03',
    description: 'Sysco food order',
    amount: -180.25,
    category: 'Food Supplies',
  }),
  tx({
    id: 'c',
    date: '2024-05-31',
    description: 'May rent',
    amount: -2000,
    category: 'Rent',
    balance: -930.25,
  }),
  tx({
    id: 'd',
    date: '2024-06-01',
    description: 'Refund from Sysco',
    amount: 20,
    type: 'inflow',
    category: 'Food Supplies',
  }),
];

const ids = (items: Transaction[]) => items.map((t) => t.id);

describe('filterTransactions', () => {
  it('matches a case-insensitive substring of the description only', () => {
    expect(ids(filterTransactions(list, { ...emptyFilters, search: 'sysco' }))).toEqual(['b', 'd']);
    expect(ids(filterTransactions(list, { ...emptyFilters, search: 'Rent' }))).toEqual(['c']);
    expect(filterTransactions(list, { ...emptyFilters, search: 'Sales' })).toEqual([]);
  });

  it('matches the category exactly', () => {
    expect(ids(filterTransactions(list, { ...emptyFilters, category: 'Food Supplies' }))).toEqual([
      'b',
      'd',
    ]);
    expect(filterTransactions(list, { ...emptyFilters, category: 'Food' })).toEqual([]);
  });

  it('keeps the chosen account; a transaction without one is in the default account', () => {
    const accounts = [
      { ...list[0]!, accountId: 'amex' },
      { ...list[1]!, accountId: 'main' },
      list[2]!,
    ];
    expect(ids(filterTransactions(accounts, { ...emptyFilters, account: 'amex' }))).toEqual(['a']);
    expect(ids(filterTransactions(accounts, { ...emptyFilters, account: 'main' }))).toEqual([
      'b',
      'c',
    ]);
  });

  it('includes both ends of the date range', () => {
    const range = { ...emptyFilters, startDate: '2024-05-03', endDate: '2024-05-31' };
    expect(ids(filterTransactions(list, range))).toEqual(['b', 'c']);
  });

  it('compares min and max with the absolute amount', () => {
    expect(ids(filterTransactions(list, { ...emptyFilters, minAmount: '180.25' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(filterTransactions(list, { ...emptyFilters, maxAmount: '200' }))).toEqual([
      'b',
      'd',
    ]);
  });

  it('returns everything when no filter is set', () => {
    expect(ids(filterTransactions(list, emptyFilters))).toEqual(['a', 'b', 'c', 'd']);
  });
});
