import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { sortTransactions } from './sort.js';

const transactions = ledger()
  .outflow('2024-03-05', 1500, { category: 'Rent', description: 'b rent' })
  .inflow('2024-03-06', 20, { category: 'Sales', description: 'A sale', balance: 50 })
  .outflow('2024-03-05', 10, { category: 'Fees', description: 'c fee', balance: 10 })
  .build();

const ids = (sorted: ReturnType<typeof sortTransactions>) => sorted.map((t) => t.id);

describe('sortTransactions', () => {
  it('defaults to newest first, keeping the stored order of same-day transactions', () => {
    expect(ids(sortTransactions(transactions))).toEqual(['t-2', 't-1', 't-3']);
  });

  it('sorts oldest first, still stable', () => {
    expect(ids(sortTransactions(transactions, { key: 'date', direction: 'asc' }))).toEqual([
      't-1',
      't-3',
      't-2',
    ]);
  });

  it('sorts by signed amount', () => {
    expect(ids(sortTransactions(transactions, { key: 'amount', direction: 'asc' }))).toEqual([
      't-1',
      't-3',
      't-2',
    ]);
  });

  it('sorts text case-insensitively', () => {
    expect(ids(sortTransactions(transactions, { key: 'description', direction: 'asc' }))).toEqual([
      't-2',
      't-1',
      't-3',
    ]);
    expect(ids(sortTransactions(transactions, { key: 'category', direction: 'desc' }))).toEqual([
      't-2',
      't-1',
      't-3',
    ]);
  });

  it('puts a transaction without a balance last in both directions', () => {
    expect(ids(sortTransactions(transactions, { key: 'balance', direction: 'desc' }))).toEqual([
      't-2',
      't-3',
      't-1',
    ]);
    expect(ids(sortTransactions(transactions, { key: 'balance', direction: 'asc' }))).toEqual([
      't-3',
      't-2',
      't-1',
    ]);
  });

  it('returns a copy of a list that is already in order, same-day transactions as stored', () => {
    const newestFirst = sortTransactions(transactions);
    const again = sortTransactions(newestFirst);
    expect(again).not.toBe(newestFirst);
    expect(ids(again)).toEqual(['t-2', 't-1', 't-3']);
  });

  it('still sorts a list that is in order except for its last two transactions', () => {
    const list = ledger()
      .inflow('2024-03-09', 1)
      .inflow('2024-03-08', 1)
      .inflow('2024-03-06', 1)
      .inflow('2024-03-07', 1)
      .build();
    expect(ids(sortTransactions(list))).toEqual(['t-1', 't-2', 't-4', 't-3']);
  });

  it('does not change the list it was given', () => {
    sortTransactions(transactions);
    expect(ids(transactions)).toEqual(['t-1', 't-2', 't-3']);
  });
});
