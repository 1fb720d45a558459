import { describe, expect, it } from 'vitest';
import { testBase } from '../testing/scenarioBase.js';
import { applyScenario, baseScenarioForecast } from './applyScenario.js';
import { scenarioDifference } from './scenarioDifference.js';

describe('scenarioDifference', () => {
  it('compares the lowest balance, the cash-out date and the balance at week 13', () => {
    const base = baseScenarioForecast(testBase());
    // $120,000 out on 14 Jan (week 2): 54,000 - 120,000; week 13: 76,000 - 120,000.
    const scenario = applyScenario(testBase(), [
      {
        id: 'tax',
        type: 'oneOff',
        name: 'Tax bill',
        start: '2026-01-14',
        accountId: 'main',
        amount: -120_000,
      },
    ]);
    expect(scenarioDifference(base, scenario)).toEqual({
      lowestBalance: { base: 52_000, scenario: -66_000, change: -118_000 },
      cashOutDate: { base: null, scenario: '2026-01-17' },
      weekBalance: { week: 13, base: 76_000, scenario: -44_000, change: -120_000 },
    });
  });
});
