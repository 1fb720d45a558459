import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { scanLedger } from '../analytics/scan.js';
import { testBase } from '../testing/scenarioBase.js';
import { engineForecast, forecastResultFromEngine } from './engineResult.js';
import { recurringChoicesSchema } from './recurringChoicesSchema.js';
import { forecastResultSchema } from './schema.js';

const AS_OF = '2024-06-30';

/** Rent of 1,000 on the first business day of each month for 18 months; 2,000 left. */
function rentLedger() {
  const dates = [
    ...['2023-01-02', '2023-02-01', '2023-03-01', '2023-04-03', '2023-05-01', '2023-06-01'],
    ...['2023-07-03', '2023-08-01', '2023-09-01', '2023-10-02', '2023-11-01', '2023-12-01'],
    ...['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-03'],
  ];
  const book = ledger();
  dates.forEach((date, i) =>
    book.outflow(date, 1000, {
      description: `Rent Oak St ${date}`,
      category: 'Rent',
      balance: 19_000 - 1000 * i,
    }),
  );
  return book.build();
}

describe('engineForecast', () => {
  const { engine, result } = engineForecast(rentLedger(), { asOf: AS_OF });

  it("fills the page's weeks from the engine: realistic is its expected balance", () => {
    expect(result.weeklyForecasts).toHaveLength(13);
    expect(result.weeklyForecasts.map((w) => w.realistic)).toEqual(
      engine.weeks.map((w) => w.balance.expected),
    );
    expect(result.weeklyForecasts[0]).toMatchObject({
      week: 'Jul 7',
      inflows: 0,
      outflows: 1000,
      projectedBalance: 1000,
    });
  });

  it('moves each week’s expected flows by 15% for the scenarios, from the same opening balance', () => {
    const optimistic = result.weeklyForecasts.map((w) => w.optimistic);
    const pessimistic = result.weeklyForecasts.map((w) => w.pessimistic);
    // Rent on 1 Jul (week 1), 1 Aug (week 5), 2 Sep (week 10): 850 or 1,150 each time.
    expect(optimistic.slice(0, 5)).toEqual([1150, 1150, 1150, 1150, 300]);
    expect(optimistic[12]).toBe(-550);
    expect(pessimistic.slice(0, 5)).toEqual([850, 850, 850, 850, -300]);
    expect(pessimistic[12]).toBe(-1450);
  });

  it('gives runway from the runway page’s burn and the week-13 expected balance', () => {
    // Net burn 1,000 a month: 2,000 now is 2 months; -1,000 after 13 weeks is none.
    expect(result.runwayAnalysis).toMatchObject({
      currentRunway: 2,
      projectedRunway: 0,
      burnRate: 1000,
    });
    expect(result.summary.overallTrend).toBe('negative');
    expect(result.summary.keyInsights).toContain(
      'Expected weekly outflow over the next 13 weeks: $231',
    );
    // The last 90 days (2 Apr to 30 Jun) hold two rents.
    expect(result.categoryInsights[0]).toMatchObject({ category: 'Rent', projectedAmount: 2000 });
  });
});

describe('engineForecast: edge cases', () => {
  it('no transactions: 13 flat weeks at zero, a valid result, runway not limited', () => {
    const { result } = engineForecast([], { asOf: AS_OF });
    expect(forecastResultSchema.safeParse(result).success).toBe(true);
    expect(result.weeklyForecasts.map((w) => w.realistic)).toEqual(new Array(13).fill(0));
    expect(result.runwayAnalysis.currentRunway).toBe(999);
  });

  it('a negative balance has no runway left', () => {
    const transactions = ledger()
      .outflow('2024-06-10', 700, { category: 'Payroll', balance: -500 })
      .inflow('2024-06-01', 200, { balance: 200 })
      .build();
    const { result } = engineForecast(transactions, { asOf: '2024-06-15' });
    expect(result.runwayAnalysis.currentRunway).toBe(0);
  });
});

describe('engineForecast: the recurring series and the user’s choices', () => {
  it('lists the rent due in the 13 weeks, and leaves it out once dismissed', () => {
    const { upcoming } = engineForecast(rentLedger(), { asOf: AS_OF });
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toMatchObject({
      description: 'Rent Oak St 2024-06-03',
      category: 'Rent',
      cadence: 'monthly',
      amount: -1000,
      dates: ['2024-07-01', '2024-08-01', '2024-09-02'],
      choice: null,
    });
    const key = upcoming[0]?.key ?? '';
    const dismissed = engineForecast(rentLedger(), {
      asOf: AS_OF,
      choices: { [key]: 'dismissed' },
    });
    expect(dismissed.upcoming).toEqual([]);
    expect(dismissed.dismissed.map((s) => s.key)).toEqual([key]);
    // Without the series the rent is spread over the weeks as part of the usual flow.
    expect(dismissed.result.weeklyForecasts[0]?.outflows).not.toBe(1000);
  });
});

describe('recurringChoicesSchema', () => {
  it('keeps confirmed and dismissed choices by key and refuses anything else', () => {
    expect(recurringChoicesSchema.safeParse({ 'out:rent oak st': 'dismissed' }).success).toBe(true);
    expect(recurringChoicesSchema.safeParse({ 'out:rent oak st': 'maybe' }).success).toBe(false);
    expect(recurringChoicesSchema.safeParse({ '': 'confirmed' }).success).toBe(false);
    expect(recurringChoicesSchema.safeParse({ ['k'.repeat(201)]: 'confirmed' }).success).toBe(
      false,
    );
  });
});

describe('forecastResultFromEngine with a correction of the path', () => {
  it('moves every scenario by the correction, which is no money in or out to scale', () => {
    // 10,000 in and 8,000 out a week from 50,000, and the engine's path 500 a week higher.
    const base = testBase().forecast;
    const weeks = base.weeks.map((week, i) => {
      const expected = 50_000 + 2_500 * (i + 1);
      return { ...week, adjustment: 500, balance: { low: expected, expected, high: expected } };
    });
    const scan = scanLedger([], { asOf: base.asOf, period: 'month' });
    const result = forecastResultFromEngine({ ...base, weeks }, scan);
    expect(result.weeklyForecasts.map((w) => [w.inflows, w.outflows])[0]).toEqual([10_000, 8_000]);
    // Optimistic: 11,500 - 6,800 + 500 a week; pessimistic: 8,500 - 9,200 + 500.
    expect(result.weeklyForecasts[0]).toMatchObject({ optimistic: 55_200, pessimistic: 49_800 });
    expect(result.weeklyForecasts[12]).toMatchObject({
      realistic: 82_500,
      optimistic: 50_000 + 13 * 5_200,
      pessimistic: 50_000 - 13 * 200,
    });
  });
});
