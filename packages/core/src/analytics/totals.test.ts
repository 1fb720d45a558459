import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { computeTotals } from './totals.js';

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
