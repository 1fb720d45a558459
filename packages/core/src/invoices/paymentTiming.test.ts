import { describe, expect, it } from 'vitest';
import { dayNumber } from '../dates.js';
import { AS_OF, item, twoCustomers } from '../testing/openItems.js';
import { agingBucket, owedAsOf, paymentTiming } from './paymentTiming.js';

const weightsOf = (d: { lags: number[]; weights: number[] }) =>
  Object.fromEntries(d.lags.map((lag, i) => [lag, Math.round((d.weights[i] ?? 0) * 1e9) / 1e9]));

describe('paymentTiming: days late', () => {
  it('mixes each customer with the business as n/(n+3), n its paid invoices', () => {
    const timing = paymentTiming(twoCustomers(), 'invoice', AS_OF);
    // Every paid invoice weighs the same in the business's distribution.
    expect(weightsOf(timing.overall)).toEqual({ 0: 0.5, 10: 0.25, 20: 0.25 });
    // Acme: 2/5 of {10: 1/2, 20: 1/2} and 3/5 of the business's.
    const acme = timing.parties.get('acme ltd');
    expect(weightsOf(acme?.lag ?? timing.overall)).toEqual({ 0: 0.3, 10: 0.35, 20: 0.35 });
    expect(acme?.paidItems).toBe(2);
    expect(weightsOf(timing.parties.get('birch & co')?.lag ?? timing.overall)).toEqual({
      0: 0.7,
      10: 0.15,
      20: 0.15,
    });
  });

  it('weighs a part payer by the amounts of its instalments', () => {
    const timing = paymentTiming(
      [
        item('Cedar', 100, 90, [
          [0, 25],
          [30, 75],
        ]),
      ],
      'invoice',
      AS_OF,
    );
    expect(weightsOf(timing.overall)).toEqual({ 0: 0.25, 30: 0.75 });
  });

  it('reads nothing from open invoices not yet settled, nor from payments after the as-of date', () => {
    const young = item('Dodo', 100, 30, [[0, 40]]);
    const paidLater = item('Dodo', 100, 20, [[25, 100]]);
    const timing = paymentTiming([young, paidLater], 'invoice', AS_OF);
    expect(timing.parties.size).toBe(0);
    expect(weightsOf(timing.overall)).toEqual({ 0: 1 });
    expect(owedAsOf(young, dayNumber(AS_OF))).toBe(6000);
    expect(owedAsOf(paidLater, dayNumber(AS_OF))).toBe(10000);
  });

  it('counts what is unpaid 120 days past due as never paid', () => {
    const timing = paymentTiming(
      [item('Dodo', 100, 150), item('Dodo', 100, 119)],
      'invoice',
      AS_OF,
    );
    expect(timing.parties.get('dodo')).toMatchObject({
      resolvedItems: 1,
      paidItems: 0,
      neverShare: 1,
    });
  });
});

describe('paymentTiming: share never paid by age', () => {
  it('reads a bucket from the history once ten invoices reached it, else takes the default', () => {
    const items = [
      ...Array.from({ length: 8 }, () => item('Elm', 100, 200, [[0, 100]])),
      ...Array.from({ length: 10 }, () => item('Elm', 100, 200, [[45, 100]])),
      item('Elm', 100, 200),
      item('Fir', 100, 200),
    ];
    const timing = paymentTiming(items, 'invoice', AS_OF);
    // 0-30: $200 of $2,000 never came; 31-60: of the 12 still owed at 31 days, 2 never came.
    expect(timing.neverByAge[0]).toBeCloseTo(0.1, 12);
    expect(timing.neverByAge[1]).toBeCloseTo(1 / 6, 12);
    expect(timing.neverByAge.slice(2)).toEqual([0.15, 0.3]);
  });

  it('is 0 for bills, and buckets start at 31, 61 and 91 days past due', () => {
    const timing = paymentTiming([item('Paper Co', 10, 150, [], 'bill')], 'bill', AS_OF);
    expect(timing.neverByAge).toEqual([0, 0, 0, 0]);
    expect([-5, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });
});
