import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { categorySummaries } from './categories.js';

describe('categorySummaries', () => {
  const transactions = ledger()
    .outflow('2024-03-01', 100, { category: 'Rent' })
    .outflow('2024-03-02', 50, { category: 'Utilities' })
    .outflow('2024-03-03', 50.1, { category: 'Rent' })
    .inflow('2024-03-04', 999, { category: 'Sales' })
    .outflow('2024-03-05', 50, { category: 'Fees' })
    .build();

  it('sums each category of the flow, largest first, with 1-decimal percentages', () => {
    expect(categorySummaries(transactions, 'outflow')).toEqual([
      { category: 'Rent', amount: 150.1, count: 2, percentage: 60 },
      { category: 'Fees', amount: 50, count: 1, percentage: 20 },
      { category: 'Utilities', amount: 50, count: 1, percentage: 20 },
    ]);
    expect(categorySummaries(transactions, 'inflow')).toEqual([
      { category: 'Sales', amount: 999, count: 1, percentage: 100 },
    ]);
  });

  it('is empty without transactions of the flow', () => {
    expect(categorySummaries([], 'inflow')).toEqual([]);
  });
});
