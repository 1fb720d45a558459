import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { cachedAnalysis } from './analysisCache';

const ledger: Transaction[] = [
  {
    id: 'a',
    date: '2024-03-02',
    description: 'Sale',
    amount: 100,
    type: 'inflow',
    category: 'Sales',
  },
];

describe('cachedAnalysis', () => {
  it('computes once per list, day and period', () => {
    const first = cachedAnalysis(ledger, '2024-03-10', 'all');
    expect(cachedAnalysis(ledger, '2024-03-10', 'all')).toBe(first);
    expect(cachedAnalysis(ledger, '2024-03-10', 'month')).not.toBe(first);
    expect(first.inflows.total).toBe(100);
  });

  it('computes afresh for a new list, even with equal content', () => {
    const first = cachedAnalysis(ledger, '2024-03-10', 'all');
    expect(cachedAnalysis([...ledger], '2024-03-10', 'all')).not.toBe(first);
  });
});
