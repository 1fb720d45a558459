import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import {
  forecastStartingBalance,
  CRITICAL_RUNWAY_ADVICE,
  averageForecast,
  fallbackRecommendations,
  MAINTAIN_ADVICE,
  MONITOR_RUNWAY_ADVICE,
  RAISE_REVENUE_ADVICE,
} from './averageForecast.js';
import { forecastResultSchema } from './schema.js';

const TODAY = '2024-06-29';

describe('averageForecast', () => {
  // Last 90 days (2024-04-01 .. 2024-06-29): inflows 13,000 and outflows 6,500, so 1,000 and 500 a week.
  const transactions = ledger()
    .inflow('2024-06-29', 6500, { category: 'Sales', balance: 10_000 })
    .outflow('2024-06-20', 2600, { category: 'Payroll', balance: 0 })
    .outflow('2024-05-01', 3900, { category: 'Rent' })
    .inflow('2024-04-01', 6500, { category: 'Sales', balance: 4000 })
    .inflow('2024-03-31', 1_000_000, { category: 'Sales', balance: 3000 })
    .build();
  const forecast = averageForecast(transactions, { asOf: TODAY });

  it('projects 13 weeks from the latest non-zero balance, adding the weekly net', () => {
    expect(forecast.weeklyForecasts).toHaveLength(13);
    const [first] = forecast.weeklyForecasts;
    expect(first).toEqual({
      week: 'Jul 6',
      projectedBalance: 10_500,
      inflows: 1000,
      outflows: 500,
      optimistic: 10_725,
      realistic: 10_500,
      pessimistic: 10_275,
    });
    expect(forecast.weeklyForecasts[12]).toMatchObject({
      week: 'Sep 28',
      realistic: 16_500,
      // Optimistic: inflows +15%, outflows -15% (1,150 - 425 a week); pessimistic the reverse (850 - 575).
      optimistic: 10_000 + 13 * 725,
      pessimistic: 10_000 + 13 * 275,
    });
  });

  it("burn is the runway page's net burn, and runway is balance / net burn to 1 decimal", () => {
    // March to May burn 4,000 - 1,000 = 3,000 a month; 15,000 of cash is 5 months.
    const burning = ledger()
      .inflow('2024-06-28', 0.01, { balance: 15_000 })
      .inflow('2024-05-20', 1000)
      .outflow('2024-05-05', 4000)
      .inflow('2024-04-20', 1000)
      .outflow('2024-04-05', 4000)
      .inflow('2024-03-20', 1000)
      .outflow('2024-03-05', 4000)
      .build();
    // The last 90 days lose 8,000 - 2,000.01 in 13 weeks (461.53 a week): 9,000.11 is 3 months.
    expect(averageForecast(burning, { asOf: TODAY }).runwayAnalysis).toEqual({
      currentRunway: 5,
      projectedRunway: 3,
      burnRate: 3000,
      recommendations: [RAISE_REVENUE_ADVICE, CRITICAL_RUNWAY_ADVICE],
    });
  });

  it('gives insights on the outflow categories of the window, largest first', () => {
    expect(forecast.categoryInsights).toEqual([
      { category: 'Rent', trend: 'decreasing', projectedAmount: 3900, riskLevel: 'low' },
      { category: 'Payroll', trend: 'increasing', projectedAmount: 2600, riskLevel: 'low' },
    ]);
  });

  it('summarises the trend from the weekly net', () => {
    expect(forecast.summary.overallTrend).toBe('positive');
    expect(forecast.summary.keyInsights).toContain(
      'Average weekly inflow over the last 90 days: $1,000',
    );
    expect(forecastResultSchema.safeParse(forecast).success).toBe(true);
  });

  it('starts from inflows minus outflows when no transaction carries a non-zero balance', () => {
    const noBalances = ledger()
      .inflow('2024-06-01', 300)
      .outflow('2024-06-02', 100, { balance: 0 })
      .inflow('2020-01-01', 50)
      .build();
    const result = averageForecast(noBalances, { asOf: TODAY });
    // Net of all time is 250; weekly in 300 / 13 = 23.08 and out 100 / 13 = 7.69, so the net is 15.39.
    expect(result.weeklyForecasts[0]?.realistic).toBe(265.39);
  });

  it('rates category risk: high above 10,000, medium above 5,000', () => {
    const book = ledger();
    [10_000.01, 10_000, 5_000.01, 5_000, 4_000, 3_000].forEach((amount, i) =>
      book.outflow('2024-06-01', amount, { category: `C${i}` }),
    );
    const result = averageForecast(book.build(), { asOf: TODAY });
    expect(result.categoryInsights.map((c) => [c.category, c.riskLevel])).toEqual([
      ['C0', 'high'],
      ['C1', 'medium'],
      ['C2', 'medium'],
      ['C3', 'low'],
      ['C4', 'low'],
    ]);
  });

  it('advises raising revenue or cutting costs when the weekly net is negative', () => {
    const losing = ledger()
      .outflow('2024-06-01', 13_000, { balance: 1_000_000 })
      .inflow('2024-06-02', 1_300)
      .build();
    const result = averageForecast(losing, { asOf: TODAY });
    expect(result.summary.overallTrend).toBe('negative');
    expect(result.runwayAnalysis.recommendations[0]).toBe(RAISE_REVENUE_ADVICE);
  });

  it('reports a runway of 999 when nothing goes out', () => {
    const result = averageForecast(ledger().inflow('2024-06-01', 10).build(), { asOf: TODAY });
    expect(result.runwayAnalysis.currentRunway).toBe(999);
    expect(result.runwayAnalysis.burnRate).toBe(0);
  });

  it('quotes amounts in the currency asked for', () => {
    const result = averageForecast(transactions, { asOf: TODAY, currency: 'EUR' });
    expect(result.summary.keyInsights[0]).toBe(
      'Average weekly inflow over the last 90 days: €1,000',
    );
  });
});

describe('fallbackRecommendations', () => {
  it('follows ai.md section 9', () => {
    expect(fallbackRecommendations(-1, 3)).toEqual([RAISE_REVENUE_ADVICE, CRITICAL_RUNWAY_ADVICE]);
    expect(fallbackRecommendations(0, 6)).toEqual([MONITOR_RUNWAY_ADVICE]);
    expect(fallbackRecommendations(1, 11.9)).toEqual([MONITOR_RUNWAY_ADVICE]);
    expect(fallbackRecommendations(1, 12)).toEqual([MAINTAIN_ADVICE]);
  });
});

describe('forecastStartingBalance', () => {
  it('is the newest non-zero balance plus what came after it, whatever day it is asked on', () => {
    const transactions = ledger()
      .inflow('2020-01-05', 100, { balance: 900 })
      .outflow('2020-01-09', 50, { balance: 0 })
      .inflow('2019-12-31', 10, { balance: 850 })
      .build();
    expect(forecastStartingBalance(transactions, TODAY)).toBe(850);
  });

  it('is the sum of the signed amounts without any balance, exact to the cent', () => {
    const transactions = ledger()
      .inflow('2024-06-01', 0.1)
      .inflow('2021-02-01', 0.2)
      .outflow('2024-06-02', 0.05)
      .build();
    expect(forecastStartingBalance(transactions, TODAY)).toBe(0.25);
  });
});
