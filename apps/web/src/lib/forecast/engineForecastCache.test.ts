import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { cachedEngineForecast } from './engineForecastCache';

const ledger: Transaction[] = [
  {
    id: 'a',
    date: '2024-03-02',
    description: 'Sale',
    amount: 100,
    type: 'inflow',
    category: 'Sales',
    balance: 100,
  },
];

describe('cachedEngineForecast', () => {
  it('runs the engine once per list, as-of date and currency', () => {
    const first = cachedEngineForecast(ledger, '2024-03-10', 'USD');
    expect(cachedEngineForecast(ledger, '2024-03-10', 'USD')).toBe(first);
    expect(cachedEngineForecast(ledger, '2024-03-11', 'USD')).not.toBe(first);
    expect(cachedEngineForecast(ledger, '2024-03-10', 'EUR')).not.toBe(first);
    expect(first.engine.openingBalance).toBe(100);
    expect(first.result.weeklyForecasts).toHaveLength(13);
  });

  it('runs afresh for a new list, even with equal content', () => {
    const first = cachedEngineForecast(ledger, '2024-03-10', 'USD');
    expect(cachedEngineForecast([...ledger], '2024-03-10', 'USD')).not.toBe(first);
  });
});
