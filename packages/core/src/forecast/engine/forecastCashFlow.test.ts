import { describe, expect, it } from 'vitest';
import { scanLedger } from '../../analytics/scan.js';
import { addDays } from '../../dates.js';
import { ledger } from '../../testing/ledger.js';
import type { Transaction } from '../../transaction.js';
import { forecastCashFlow } from './forecastCashFlow.js';

const AS_OF = '2024-06-30';

/**
 * Rent of 1,000 on the 1st for 18 months (moved to Monday when the 1st is a weekend), balances
 * from 20,000 down to 2,000.
 */
function rentLedger(): Transaction[] {
  const dates = [
    ...['2023-01-02', '2023-02-01', '2023-03-01', '2023-04-03', '2023-05-01', '2023-06-01'],
    ...['2023-07-03', '2023-08-01', '2023-09-01', '2023-10-02', '2023-11-01', '2023-12-01'],
    ...['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-03'],
  ];
  const book = ledger();
  dates.forEach((date, i) =>
    book.outflow(date, 1000, { description: `Rent Oak St ${date}`, balance: 19_000 - 1000 * i }),
  );
  return book.build();
}

/** 100 of sales every day for 400 days up to the as-of date. */
function dailySales(): Transaction[] {
  const book = ledger();
  for (let d = 399; d >= 0; d -= 1) book.inflow(addDays(AS_OF, -d), 100, { description: 'Till' });
  return book.build();
}

describe('forecastCashFlow', () => {
  it('dates 13 weeks from the day after the as-of date', () => {
    const { weeks, asOf } = forecastCashFlow(rentLedger(), { asOf: AS_OF });
    expect(asOf).toBe(AS_OF);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toMatchObject({ start: '2024-07-01', end: '2024-07-07' });
    expect(weeks[12]).toMatchObject({ start: '2024-09-23', end: '2024-09-29' });
  });

  it('places a monthly rent on its coming dates, the weekend moved as it was observed', () => {
    const forecast = forecastCashFlow(rentLedger(), { asOf: AS_OF });
    expect(forecast.openingBalance).toBe(2000);
    const outflows = forecast.weeks.map((w) => w.outflows);
    // 1 Jul (week 1), 1 Aug (week 5), 1 Sep is a Sunday: Monday 2 Sep (week 10).
    expect(outflows).toEqual([1000, 0, 0, 0, 1000, 0, 0, 0, 0, 1000, 0, 0, 0]);
    expect(forecast.weeks.every((w) => w.inflows === 0)).toBe(true);
    expect(forecast.weeks.map((w) => w.balance.expected)).toEqual([
      1000, 1000, 1000, 1000, 0, 0, 0, 0, 0, -1000, -1000, -1000, -1000,
    ]);
    expect(forecast.recurring).toEqual([
      {
        description: 'Rent Oak St 2024-06-03',
        cadence: 'monthly',
        amount: -1000,
        nextDate: '2024-07-01',
      },
    ]);
  });

  it('has no range where the past was forecast exactly', () => {
    const { weeks } = forecastCashFlow(rentLedger(), { asOf: AS_OF });
    for (const week of weeks) {
      expect(week.balance.low).toBe(week.balance.expected);
      expect(week.balance.high).toBe(week.balance.expected);
    }
  });

  it('carries a steady flow forward at its weekly amount', () => {
    const forecast = forecastCashFlow(dailySales(), { asOf: AS_OF });
    expect(forecast.openingBalance).toBe(40_000);
    expect(forecast.recurring).toEqual([]);
    expect(forecast.weeks.map((w) => w.net)).toEqual(new Array(13).fill(700));
    expect(forecast.weeks[12]?.balance.expected).toBe(40_000 + 13 * 700);
  });

  it('gives a range around the expected balance that widens when weeks vary', () => {
    const book = ledger();
    for (let w = 40; w >= 0; w -= 1) {
      book.inflow(addDays(AS_OF, -7 * w), w % 3 === 0 ? 2500 : 400, { description: 'Sales' });
      book.outflow(addDays(AS_OF, -7 * w - 2), w % 4 === 0 ? 1800 : 600, { description: 'Stock' });
    }
    const { weeks } = forecastCashFlow(book.build(), { asOf: AS_OF });
    for (const week of weeks) {
      expect(week.balance.low).toBeLessThanOrEqual(week.balance.expected);
      expect(week.balance.high).toBeGreaterThanOrEqual(week.balance.expected);
    }
    const width = (i: number) => (weeks[i]?.balance.high ?? 0) - (weeks[i]?.balance.low ?? 0);
    expect(width(0)).toBeGreaterThan(0);
    expect(width(12)).toBeGreaterThan(width(0));
  });

  it('opens at the balance every page shows and reads nothing after the as-of date', () => {
    const transactions = [
      ...dailySales(),
      ...ledger().inflow('2024-07-03', 50_000, { description: 'Future' }).build(),
    ];
    const forecast = forecastCashFlow(transactions, { asOf: AS_OF });
    expect(forecast.openingBalance * 100).toBe(
      scanLedger(transactions, { asOf: AS_OF }).currentBalanceCents,
    );
    expect(forecast).toEqual(forecastCashFlow(dailySales(), { asOf: AS_OF }));
  });

  it('counts a transfer between own accounts in the balance but in no week', () => {
    const transfer = (id: string, amount: number): Transaction => ({
      id,
      date: '2024-06-20',
      description: 'To savings',
      amount,
      type: amount < 0 ? 'outflow' : 'inflow',
      category: 'Transfer',
      transferId: 'x-1',
    });
    const base = forecastCashFlow(dailySales(), { asOf: AS_OF });
    const withTransfer = forecastCashFlow([...dailySales(), transfer('x-out', -5000)], {
      asOf: AS_OF,
    });
    expect(withTransfer.openingBalance).toBe(base.openingBalance - 5000);
    expect(withTransfer.weeks.map((w) => w.net)).toEqual(base.weeks.map((w) => w.net));
  });

  it('forecasts an empty ledger as a flat zero and takes the number of weeks asked for', () => {
    const forecast = forecastCashFlow([], { asOf: AS_OF, weeks: 4 });
    expect(forecast.openingBalance).toBe(0);
    expect(forecast.weeks).toHaveLength(4);
    expect(forecast.weeks[3]).toEqual({
      start: '2024-07-22',
      end: '2024-07-28',
      inflows: 0,
      outflows: 0,
      net: 0,
      adjustment: 0,
      fromInvoices: 0,
      toBills: 0,
      balance: { low: 0, expected: 0, high: 0 },
    });
    expect(forecast.recurring).toEqual([]);
  });
});
