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
  it('runs the engine once per list, as-of date, currency and choices', () => {
    const first = cachedEngineForecast(ledger, '2024-03-10', 'USD');
    expect(cachedEngineForecast(ledger, '2024-03-10', 'USD')).toBe(first);
    expect(cachedEngineForecast(ledger, '2024-03-11', 'USD')).not.toBe(first);
    expect(cachedEngineForecast(ledger, '2024-03-10', 'EUR')).not.toBe(first);
    expect(first.engine.openingBalance).toBe(100);
    expect(first.result.weeklyForecasts).toHaveLength(13);
  });

  it('runs again when the choices differ, not when they are listed in another order', () => {
    const first = cachedEngineForecast(ledger, '2024-03-10', 'USD', {
      a: 'confirmed',
      b: 'dismissed',
    });
    expect(
      cachedEngineForecast(ledger, '2024-03-10', 'USD', { b: 'dismissed', a: 'confirmed' }),
    ).toBe(first);
    expect(cachedEngineForecast(ledger, '2024-03-10', 'USD', { a: 'dismissed' })).not.toBe(first);
  });

  it('runs afresh for a new list, even with equal content', () => {
    const first = cachedEngineForecast(ledger, '2024-03-10', 'USD');
    expect(cachedEngineForecast([...ledger], '2024-03-10', 'USD')).not.toBe(first);
  });
});
