import { describe, expect, it } from 'vitest';
import { analyze } from '../analytics/analyze.js';
import { analysisDate } from '../asOf/analysisDate.js';
import { engineForecast } from '../forecast/engineResult.js';
import { ledger } from '../testing/ledger.js';
import type { TestLedger } from '../testing/ledger.js';
import type { Transaction } from '../transaction.js';

const TODAY = '2026-11-24';

/**
 * A bakery's months: rent 4,000 on the 1st, sales 10,000 on the 15th, payroll 9,000 on the 28th,
 * so each month burns 3,000 net and 13,000 gross. The running balance starts at 60,000.
 */
function months(
  keys: readonly string[],
  opening = 60_000,
  book: TestLedger = ledger(),
): TestLedger {
  let balance = opening;
  for (const key of keys) {
    balance -= 4000;
    book.outflow(`${key}-01`, 4000, { category: 'Rent', balance });
    balance += 10_000;
    book.inflow(`${key}-15`, 10_000, { category: 'Sales', balance });
    balance -= 9000;
    book.outflow(`${key}-28`, 9000, { category: 'Payroll', balance });
  }
  return book;
}

function asOfToday(transactions: readonly Transaction[]) {
  return analyze(transactions, { asOf: analysisDate(transactions, TODAY).date });
}

describe('burn and runway as of the data', () => {
  it('a statement ending four months ago gives the figures of its last day', () => {
    const transactions = months(['2026-04', '2026-05', '2026-06', '2026-07']).build();
    const late = asOfToday(transactions);
    expect(late.asOf).toBe('2026-07-28');
    expect(late).toEqual(analyze(transactions, { asOf: '2026-07-28' }));
    // July is not over on the 28th: burn rests on April, May and June.
    const runway = late.runwayPage;
    expect(runway.basis).toEqual({ kind: 'months', months: ['2026-04', '2026-05', '2026-06'] });
    expect(runway.balance).toBe(48_000);
    expect(runway.netBurn).toBe(3000);
    expect(runway.grossBurn).toBe(13_000);
    expect(runway.runwayMonths).toBe(16);
    expect(runway.grossRunwayMonths).toBe(3.7);
    expect(runway.status).toBe('burning');
    expect(runway.health).toBe('green');
    // 16 months at 30.4375 days: 487 days after 28 July 2026.
    expect(runway.zeroCashDate).toBe('2027-11-27');
    expect(late.months.lastComplete).toMatchObject({ label: 'Jun 2026', inflows: 10_000 });
    expect(late.months.inProgress).toMatchObject({ label: 'Jul 2026', through: '2026-07-28' });
  });

  it('a ledger that ends yesterday is as of today, with the month so far beside the last complete one', () => {
    const book = months(['2026-07', '2026-08', '2026-09', '2026-10']);
    const transactions = book
      .outflow('2026-11-23', 500, { category: 'Fees', balance: 47_500 })
      .build();
    const analysis = asOfToday(transactions);
    expect(analysis.asOf).toBe(TODAY);
    expect(analysis.runwayPage.basis).toEqual({
      kind: 'months',
      months: ['2026-08', '2026-09', '2026-10'],
    });
    expect(analysis.runwayPage.netBurn).toBe(3000);
    expect(analysis.runwayPage.runwayMonths).toBe(15.8);
    expect(analysis.months.lastComplete).toMatchObject({ label: 'Oct 2026', net: -3000 });
    expect(analysis.months.inProgress).toMatchObject({ label: 'Nov 2026', outflows: 500 });
  });

  it('the dashboard widget and the runway page agree', () => {
    const analysis = asOfToday(months(['2026-04', '2026-05', '2026-06', '2026-07']).build());
    const { runwayWidget: widget, runwayPage: page } = analysis;
    for (const key of [
      'balance',
      'netBurn',
      'grossBurn',
      'runwayMonths',
      'zeroCashDate',
      'health',
    ] as const) {
      expect(widget[key]).toEqual(page[key]);
    }
    const forecast = engineForecast(months(['2026-04', '2026-05', '2026-06', '2026-07']).build(), {
      asOf: analysis.asOf,
    }).result;
    expect(forecast.runwayAnalysis.burnRate).toBe(page.netBurn);
    expect(forecast.runwayAnalysis.currentRunway).toBe(page.runwayMonths);
  });

  it('a cash-flow-positive business has no runway limit and no health claim beyond that', () => {
    const book = ledger();
    for (const key of ['2026-08', '2026-09', '2026-10']) {
      book.outflow(`${key}-01`, 4000, { category: 'Rent' }).inflow(`${key}-20`, 6000);
    }
    const page = asOfToday(book.inflow('2026-11-20', 100).build()).runwayPage;
    expect(page.netBurn).toBe(-2000);
    expect(page.status).toBe('cash-flow-positive');
    expect(page.runwayMonths).toBeNull();
    expect(page.healthLabel).toBe('Cash-Flow Positive');
    // If revenue stopped: 6,100 of cash at 4,000 a month.
    expect(page.balance).toBe(6100);
    expect(page.grossRunwayMonths).toBe(1.5);
    expect(page.warning).toBeNull();
    expect(page.scenarios.map((s) => s.runwayMonths)).toEqual([null, null, null]);
  });

  it('one month of data: burn rests on that month and says so', () => {
    const transactions = months(['2026-10'], 20_000)
      .outflow('2026-11-12', 100, { balance: 16_900 })
      .build();
    const page = asOfToday(transactions).runwayPage;
    expect(page.asOf).toBe(TODAY);
    expect(page.basis).toEqual({ kind: 'months', months: ['2026-10'] });
    expect(page.netBurn).toBe(3000);
    expect(page.runwayMonths).toBe(5.6);
    expect(page.health).toBe('red');
    expect(page.warning?.title).toBe('Low Cash Runway Alert');
  });

  it('no complete month yet: the days of data so far, scaled to an average month', () => {
    const transactions = ledger()
      .outflow('2026-11-01', 4000, { balance: 26_000 })
      .inflow('2026-11-15', 1000, { balance: 27_000 })
      .build();
    const page = asOfToday(transactions).runwayPage;
    expect(page.basis).toEqual({ kind: 'days', days: 24, from: '2026-11-01', to: TODAY });
    // 3,000 net over 24 days is 3,804.69 over 30.4375 days.
    expect(page.netBurn).toBe(3804.69);
    expect(page.grossBurn).toBe(5072.92);
  });

  it('scales net burn by 1.2 and 0.8 in the scenarios', () => {
    const page = asOfToday(months(['2026-04', '2026-05', '2026-06', '2026-07']).build()).runwayPage;
    expect(page.scenarios).toEqual([
      { name: 'pessimistic', label: '20% higher burn', burnRate: 3600, runwayMonths: 13.3 },
      { name: 'current', label: 'Current burn', burnRate: 3000, runwayMonths: 16 },
      { name: 'optimistic', label: '20% lower burn', burnRate: 2400, runwayMonths: 20 },
    ]);
  });

  it('counts no transaction after the as-of date', () => {
    const transactions = months(['2026-04', '2026-05', '2026-06']).build();
    const withPlans = [
      ...transactions,
      ...ledger().inflow('2026-06-29', 100_000).outflow('2026-07-02', 50_000).build(),
    ];
    const asOf = '2026-06-28';
    const plain = analyze(transactions, { asOf });
    const planned = analyze(withPlans, { asOf });
    expect(planned.latestBalance).toBe(plain.latestBalance);
    expect(planned.inflows.total).toBe(plain.inflows.total);
    expect(planned.runwayPage).toEqual(plain.runwayPage);
  });
});
