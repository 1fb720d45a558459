import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import type { Transaction } from '../transaction.js';
import { computeTotals, monthlyTotals } from './totals.js';

describe('computeTotals', () => {
  it('gives the transactions page cards, summed in cents', () => {
    const transactions = ledger()
      .inflow('2024-01-01', 0.1)
      .inflow('2024-01-02', 0.2)
      .outflow('2024-01-03', 0.3)
      .build();
    expect(computeTotals(transactions)).toEqual({ count: 3, inflows: 0.3, outflows: 0.3, net: 0 });
  });

  it('is all zeros for no transactions', () => {
    expect(computeTotals([])).toEqual({ count: 0, inflows: 0, outflows: 0, net: 0 });
  });
});

describe('monthlyTotals', () => {
  it('sums each calendar month, oldest first, in cents', () => {
    const transactions = ledger()
      .inflow('2024-02-29', 0.1)
      .outflow('2024-01-31', 0.3)
      .inflow('2024-02-01', 0.2)
      .inflow('2023-12-01', 5)
      .build();
    expect(monthlyTotals(transactions)).toEqual([
      { month: '2023-12', count: 1, inflows: 5, outflows: 0, net: 5 },
      { month: '2024-01', count: 1, inflows: 0, outflows: 0.3, net: -0.3 },
      { month: '2024-02', count: 2, inflows: 0.3, outflows: 0, net: 0.3 },
    ]);
  });

  it('takes the direction from the sign of the amount, not from the type', () => {
    const mislabelled: Transaction = {
      id: 'x',
      date: '2024-03-01',
      description: 'Refund received',
      amount: 40,
      type: 'outflow',
      category: 'Refunds',
    };
    expect(monthlyTotals([mislabelled])).toEqual([
      { month: '2024-03', count: 1, inflows: 40, outflows: 0, net: 40 },
    ]);
  });
});
