import { describe, expect, it } from 'vitest';
import { burningWithInvestment } from '../../testing/investedLedger.js';
import { ledger } from '../../testing/ledger.js';
import { forecastDetail } from './forecastDetail.js';

describe('a financing one-off early in the history', () => {
  const { forecast } = forecastDetail(burningWithInvestment(), { asOf: '2026-09-20' });

  it('is in the opening balance', () => {
    expect(forecast.openingBalance).toBe(120_000);
  });

  it('is listed as left out, the payouts of the same weeks not', () => {
    const { oneOffs } = forecastDetail(burningWithInvestment(), { asOf: '2026-09-20' });
    expect(oneOffs).toEqual([
      {
        date: '2026-06-10',
        description: 'OWNER INVESTMENT J SMITH',
        payee: 'Owner Investment J Smith',
        amount: 200_000,
      },
    ]);
  });

  it('is not carried on as income: the 13 weeks fall by about 13 x $5,000', () => {
    const end = forecast.weeks[12]?.balance.expected ?? 0;
    const fall = forecast.openingBalance - end;
    expect(fall).toBeGreaterThan(0.95 * 65_000);
    expect(fall).toBeLessThan(1.05 * 65_000);
    // No week brings in more than the $10,000 of payouts a week the history shows.
    for (const week of forecast.weeks) expect(week.inflows).toBeLessThan(10_500);
  });
});

describe('a large receipt that is not financing', () => {
  it('stays in the weekly flow when it brings less than 8 weeks of the rest', () => {
    const transactions = burningWithInvestment().filter((t) => t.amount !== 200_000);
    const big = ledger().inflow('2026-06-10', 50_000, { description: 'DEPOSIT CUSTOMER ACME' });
    const { forecast } = forecastDetail([...transactions, ...big.build()], {
      asOf: '2026-09-20',
    });
    expect(
      forecastDetail([...transactions, ...big.build()], { asOf: '2026-09-20' }).oneOffs,
    ).toEqual([]);
    // $50,000 over the 16 weeks, half the recent mean (it is older than 13 weeks) and half the
    // long-run one: 50,000 / 16 / 2 = $1,562.50 a week on the $10,000 of payouts.
    expect(forecast.weeks[0]?.inflows).toBeCloseTo(11_562.5, 2);
  });
});

describe('a young ledger’s first receipts', () => {
  it('are its flow, not financing: three weeks of €2,000 in and €500 out forecast money in', () => {
    const book = ledger()
      .inflow('2026-07-10', 2000, { description: 'Mueller Gastronomie GmbH - Invoice 2026-17' })
      .outflow('2026-07-20', 500, { description: 'Hausverwaltung Berlin - Office rent July' });
    const { forecast } = forecastDetail(book.buildNewestFirst(), { asOf: '2026-07-31' });
    // The history took in €1,500 net over 22 days; the forecast must not turn that into a fall.
    expect(forecast.weeks[0]?.inflows).toBeGreaterThan(0);
    const end = forecast.weeks[12]?.balance.expected ?? 0;
    expect(end).toBeGreaterThan(forecast.openingBalance);
  });
});

describe('an owner’s money in a young ledger', () => {
  it('stays out of the flow beside a customer’s payment, three weeks in', () => {
    const book = ledger()
      .inflow('2026-07-06', 50_000, {
        description: 'TRANSFER FROM J SMITH',
        category: 'Owner contribution',
      })
      .inflow('2026-07-10', 2000, { description: 'Mueller Gastronomie GmbH - Invoice 2026-17' })
      .outflow('2026-07-20', 500, { description: 'Hausverwaltung Berlin - Office rent July' });
    const { forecast } = forecastDetail(book.buildNewestFirst(), { asOf: '2026-07-31' });
    // Only the customer's €2,000 is flow: 2,000 over 26 days is about €540 a week, not €14,000.
    for (const week of forecast.weeks) expect(week.inflows).toBeLessThan(1_000);
    expect(forecast.openingBalance).toBe(51_500);
  });
});

describe('a ledger of a few days', () => {
  it('does not carry its only receipt on as a weekly income', () => {
    const book = ledger().inflow('2026-10-30', 4000, { description: 'Lyon order' });
    const { forecast } = forecastDetail(book.buildNewestFirst(), { asOf: '2026-10-30' });
    expect(forecast.openingBalance).toBe(4000);
    for (const week of forecast.weeks) expect(week.balance.expected).toBe(4000);
  });
});
