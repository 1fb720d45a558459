import { describe, expect, it } from 'vitest';
import { rateTable } from '../currency/rateTable.js';
import { balancesOnInCurrency } from '../currency/balancesOnInCurrency.js';
import { ledger } from '../testing/ledger.js';
import { currencyAccount, rate } from '../testing/currencyLedger.js';
import { forecastAgainstActual } from './forecastAgainstActual.js';
import { frozenForecastSchema } from './frozenForecast.js';

// The ledger's own account holds euros: 10,000 in on 1 January 2026, 500 of rent out on the 7th
// and the 14th; a dollar account takes 100 on the 2nd.
const accounts = [currencyAccount('main', 'EUR'), currencyAccount('usd', 'USD')];
const transactions = [
  ...ledger()
    .inflow('2026-01-01', 10_000)
    .outflow('2026-01-07', 500)
    .outflow('2026-01-14', 500)
    .build(),
  { ...ledger().inflow('2026-01-02', 100).build()[0]!, id: 'usd-1', accountId: 'usd' },
];
// Rates for Sunday 11 January only: Sunday 1 February is 21 days past them.
const reporting = {
  currency: 'GBP',
  rates: rateTable('EUR', [
    { date: '2026-01-11', currency: 'GBP', rate: rate('0.85') },
    { date: '2026-01-11', currency: 'USD', rate: rate('1.25') },
  ]),
};

describe('forecast against actual over accounts in several currencies', () => {
  it("holds a forecast to the week-end's balances converted at that day's rate", () => {
    const { cents, missing } = balancesOnInCurrency(
      transactions,
      ['2026-01-11', '2026-02-01'],
      accounts,
      reporting,
    );
    // EUR 9,500 x 0.85 = 8,075.00; USD 100 x 0.85 / 1.25 = 68.00: 8,143.00.
    expect(cents.get('2026-01-11')).toBe(814_300);
    expect(cents.has('2026-02-01')).toBe(false);
    expect(missing.get('2026-02-01')).toEqual(['EUR', 'USD']);
  });

  it('leaves out and names the week-ends without a rate', () => {
    const weeks = Array.from({ length: 13 }, (_, w) => {
      const end = new Date(Date.UTC(2026, 0, 11 + 7 * w)).toISOString().slice(0, 10);
      return { end, low: 8000, expected: 8100, high: 8200 };
    });
    const frozen = frozenForecastSchema.parse({
      week: '2025-12-29',
      asOf: '2026-01-04',
      engineVersion: 'test',
      forecasts: [{ scenarioId: null, name: 'Base forecast', weeks }],
    });
    const result = forecastAgainstActual([frozen], transactions, '2026-02-01', {
      accounts,
      reporting,
    });
    const [week, month] = result.horizons;
    expect(week?.checks.map((c) => [c.target, c.actual, c.error, c.insideRange])).toEqual([
      ['2026-01-11', 8143, -43, true],
    ]);
    expect(month?.checks).toEqual([]);
    expect(result.currency).toEqual({
      reportingCurrency: 'GBP',
      missing: [
        { currency: 'EUR', weekEnds: ['2026-02-01'] },
        { currency: 'USD', weekEnds: ['2026-02-01'] },
      ],
    });
    // Without the accounts' currencies it adds euros to dollars, as before.
    expect(
      forecastAgainstActual([frozen], transactions, '2026-02-01').horizons[0]?.checks[0]?.actual,
    ).toBe(9600);
  });
});
