import { addDays } from '../dates.js';
import type { CashFlowWeek, UpcomingRecurring } from '../forecast/engine/forecastTypes.js';
import type { ScenarioBase } from '../scenarios/applyScenario.js';

/**
 * A hand-made base forecast for scenario tests: as of Saturday 3 January 2026, 13 weeks of
 * $10,000 in and $8,000 out from $50,000, so week w (1-based) ends at 50,000 + 2,000·w, with a
 * range of ±$1,000·w; and one found series, a customer paying $3,000 on the 20th of each month.
 */
export const AS_OF = '2026-01-03';

export const CUSTOMER: UpcomingRecurring = {
  key: 'in|acme',
  description: 'ACME Ltd',
  payee: 'ACME Ltd',
  category: 'Sales',
  cadence: 'monthly',
  amount: 3000,
  dates: ['2026-01-20', '2026-02-20', '2026-03-20'],
  confidence: 0.9,
  choice: null,
};

export function testBase(): ScenarioBase {
  const weeks: CashFlowWeek[] = Array.from({ length: 13 }, (_, i) => {
    const expected = 50_000 + 2_000 * (i + 1);
    return {
      start: addDays(AS_OF, i * 7 + 1),
      end: addDays(AS_OF, i * 7 + 7),
      inflows: 10_000,
      outflows: 8_000,
      net: 2_000,
      adjustment: 0,
      fromInvoices: 0,
      toBills: 0,
      balance: { low: expected - 1_000 * (i + 1), expected, high: expected + 1_000 * (i + 1) },
    };
  });
  return {
    forecast: { asOf: AS_OF, openingBalance: 50_000, weeks, recurring: [] },
    upcoming: [CUSTOMER],
  };
}
