import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { categoriesOf, filterTransactions } from './filter.js';

const transactions = ledger()
  .inflow('2024-03-01', 1200, { category: 'Sales', description: 'POS sale Main St' })
  .outflow('2024-03-05', 1500, { category: 'Rent', description: 'March rent' })
  .outflow('2024-03-31', 80.5, { category: 'Utilities', description: 'Electric bill' })
  .inflow('2024-04-01', 80.5, { category: 'Sales', description: 'Online sale' })
  .build();

const ids = (filters: Parameters<typeof filterTransactions>[1]) =>
  filterTransactions(transactions, filters).map((t) => t.id);

describe('filterTransactions', () => {
  it('keeps everything with no filter set, in order', () => {
    expect(ids({})).toEqual(['t-1', 't-2', 't-3', 't-4']);
    expect(ids({ search: '', category: '', startDate: '', endDate: '' })).toEqual([
      't-1',
      't-2',
      't-3',
      't-4',
    ]);
  });

  it('searches the description case-insensitively as a substring', () => {
    expect(ids({ search: 'SALE' })).toEqual(['t-1', 't-4']);
    expect(ids({ search: 'rent' })).toEqual(['t-2']);
  });

  it('matches the category exactly', () => {
    expect(ids({ category: 'Sales' })).toEqual(['t-1', 't-4']);
    expect(ids({ category: 'sales' })).toEqual([]);
    expect(ids({ category: 'Sal' })).toEqual([]);
  });

  it('includes both ends of the date range', () => {
    expect(ids({ startDate: '2024-03-05', endDate: '2024-03-31' })).toEqual(['t-2', 't-3']);
    expect(ids({ startDate: '2024-04-01' })).toEqual(['t-4']);
    expect(ids({ endDate: '2024-03-01' })).toEqual(['t-1']);
  });

  it('compares min and max with the absolute amount, inclusively', () => {
    expect(ids({ minAmount: 1200 })).toEqual(['t-1', 't-2']);
    expect(ids({ maxAmount: 80.5 })).toEqual(['t-3', 't-4']);
    expect(ids({ minAmount: 100, maxAmount: 1300 })).toEqual(['t-1']);
  });

  it('combines filters', () => {
    expect(ids({ search: 'sale', category: 'Sales', startDate: '2024-04-01' })).toEqual(['t-4']);
  });
});

describe('categoriesOf', () => {
  it('lists distinct categories in order', () => {
    expect(categoriesOf(transactions)).toEqual(['Rent', 'Sales', 'Utilities']);
  });
});
