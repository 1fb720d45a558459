import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../dates.js';
import { ledger } from '../../testing/ledger.js';
import type { Transaction } from '../../transaction.js';
import {
  accuracySentence,
  closeEnough,
  forecastAccuracy,
  forecastAccuracySteps,
} from './forecastAccuracy.js';
import type { AccuracyProgress, ForecastAccuracy } from './forecastAccuracy.js';

const FIRST = '2023-05-28';
/** A Wednesday: inside the 4 weeks after the last four origins before 30 June 2024, no earlier. */
const SHOCK = '2024-06-05';

/**
 * 100 of sales every day from 28 May 2023 to 30 June 2024 on a balance that starts at 100,000,
 * and one unforeseeable payment of 20,000 on 5 June 2024. The balance column is the bank's.
 */
function salesLedger(): Transaction[] {
  const book = ledger();
  let balance = 100_000;
  for (let d = 0; d <= daysBetween(FIRST, '2024-06-30'); d += 1) {
    const date = addDays(FIRST, d);
    balance += 100;
    book.inflow(date, 100, { description: 'Till', balance });
    if (date === SHOCK) {
      balance -= 20_000;
      book.outflow(date, 20_000, { description: 'Roof repair', balance });
    }
  }
  return book.build();
}

function measured(accuracy: ForecastAccuracy) {
  if (accuracy.status !== 'measured') throw new Error(`not measured: ${accuracy.status}`);
  return accuracy;
}

describe('forecastAccuracy', () => {
  it('checks the 12 Sundays whose 4-week target has passed, with data up to each only', () => {
    const accuracy = measured(forecastAccuracy(salesLedger(), { asOf: '2024-06-30' }));
    expect(accuracy.horizonWeeks).toBe(4);
    expect(accuracy.origins).toHaveLength(12);
    expect(accuracy.origins[0]).toMatchObject({ origin: '2024-03-17', target: '2024-04-14' });
    expect(accuracy.origins[11]).toMatchObject({ origin: '2024-06-02', target: '2024-06-30' });
    // The first eight targets fall before the repair: a steady till is forecast exactly, with no
    // range. The last four forecasts could not know of it: 20,000 off, about 12% of the balance.
    for (const origin of accuracy.origins.slice(0, 8)) {
      expect(origin.expected).toBe(origin.actual);
      expect(origin.low).toBe(origin.expected);
      expect(origin.high).toBe(origin.expected);
    }
    for (const origin of accuracy.origins.slice(8)) {
      expect(origin.expected - origin.actual).toBe(20_000);
    }
    expect(accuracy.origins[0]?.actual).toBe(
      100_000 + 100 * (daysBetween(FIRST, '2024-04-14') + 1),
    );
    expect(accuracy).toMatchObject({ within5: 8, within10: 8, insideRange: 8 });
    expect(accuracySentence(accuracy)).toBe(
      'Over your last 12 weeks, the 4-week-ahead balance was within 5% 8 times out of 12, and inside the likely range 8 times out of 12.',
    );
  });

  it('measures on fewer origins when the ledger has at least four', () => {
    const accuracy = measured(forecastAccuracy(salesLedger(), { asOf: '2024-01-21' }));
    // 26 weeks after 28 May 2023 is 26 Nov; the last target is the as-of date.
    expect(accuracy.origins.map((o) => o.origin)).toEqual([
      '2023-11-26',
      '2023-12-03',
      '2023-12-10',
      '2023-12-17',
      '2023-12-24',
    ]);
    // Under 20 past origins, a till this steady still has its first weeks forecast exactly: the
    // plain forecast would have hit week 4 at every earlier origin.
    for (const origin of accuracy.origins) expect(origin.expected).toBe(origin.actual);
    expect(accuracy).toMatchObject({ within5: 5, insideRange: 5 });
  });

  it('says how much history it needs when there are fewer than four origins', () => {
    const accuracy = forecastAccuracy(salesLedger(), { asOf: '2024-01-13' });
    expect(accuracy).toEqual({ status: 'not-enough-history', weeksOfHistory: 33, weeksNeeded: 34 });
    expect(accuracySentence(accuracy)).toBe(
      'Not enough history yet: the check needs 34 weeks of transactions and you have 33.',
    );
    const young = forecastAccuracy(salesLedger(), { asOf: addDays(FIRST, 9 * 7 - 1) });
    expect(accuracySentence(young)).toBe(
      'Not enough history yet: the check needs 34 weeks of transactions and you have 9.',
    );
    expect(forecastAccuracy([], { asOf: '2024-01-13' })).toMatchObject({ weeksOfHistory: 0 });
  });

  it('takes the horizon and the number of origins asked for', () => {
    const accuracy = measured(
      forecastAccuracy(salesLedger(), { asOf: '2024-06-30', origins: 6, horizonWeeks: 1 }),
    );
    expect(accuracy.origins.map((o) => [o.origin, o.target])).toEqual([
      ['2024-05-19', '2024-05-26'],
      ['2024-05-26', '2024-06-02'],
      ['2024-06-02', '2024-06-09'],
      ['2024-06-09', '2024-06-16'],
      ['2024-06-16', '2024-06-23'],
      ['2024-06-23', '2024-06-30'],
    ]);
    // Only the week of the repair is missed; the origins after it know of it.
    expect(accuracy.within5).toBe(5);
  });

  it('reports progress after each origin and returns the same result', () => {
    const steps = forecastAccuracySteps(salesLedger(), { asOf: '2024-06-30', origins: 3 });
    const progress: AccuracyProgress[] = [];
    let step = steps.next();
    while (step.done !== true) {
      progress.push(step.value);
      step = steps.next();
    }
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(step.value).toEqual(forecastAccuracy(salesLedger(), { asOf: '2024-06-30', origins: 3 }));
  });

  it('applies the user’s choices to every forecast it checks', () => {
    const book = salesLedger();
    const rent = ledger();
    for (let m = 0; m < 13; m += 1) {
      rent.outflow(addDays('2023-06-01', Math.round(m * 30.44)), 3000, { description: 'Rent' });
    }
    const transactions = [...book, ...rent.build()];
    const plain = measured(forecastAccuracy(transactions, { asOf: '2024-06-30' }));
    const dismissed = measured(
      forecastAccuracy(transactions, { asOf: '2024-06-30', choices: { 'out:rent': 'dismissed' } }),
    );
    expect(dismissed.origins.map((o) => o.expected)).not.toEqual(
      plain.origins.map((o) => o.expected),
    );
  });
});

describe('accuracySentence', () => {
  it('counts in plain words', () => {
    const origin = {
      origin: '2024-06-02',
      target: '2024-06-30',
      expected: 900,
      low: 800,
      high: 1000,
      actual: 1000,
    };
    const accuracy: ForecastAccuracy = {
      status: 'measured',
      horizonWeeks: 13,
      origins: [origin, origin, origin, origin],
      within5: 1,
      within10: 4,
      insideRange: 2,
    };
    expect(accuracySentence(accuracy)).toBe(
      'Over your last 4 weeks, the 13-week-ahead balance was within 5% once out of 4, and inside the likely range twice out of 4.',
    );
  });
});

describe('closeEnough', () => {
  it('allows a share of the balance, or of the weekly money out when the balance is smaller', () => {
    expect(closeEnough(105_00, 100_00, 0, 0.05)).toBe(true);
    expect(closeEnough(106_00, 100_00, 0, 0.05)).toBe(false);
    // A balance near zero: 5% of a 1,000 week of money out is 50.
    expect(closeEnough(40_00, -5_00, 1000_00, 0.05)).toBe(true);
    expect(closeEnough(60_00, 0, 1000_00, 0.05)).toBe(false);
    expect(closeEnough(1, 0, 0, 0.05)).toBe(false);
  });
});
