import { describe, expect, it } from 'vitest';
import { AS_OF, item, twoCustomers } from '../testing/openItems.js';
import { expectedPayments, wholeCents } from './expectedPayments.js';
import { paymentTiming } from './paymentTiming.js';

const WEEKS = 6;

function placed(open: ReturnType<typeof item>[], history = twoCustomers()) {
  const items = [...history, ...open];
  return expectedPayments(items, paymentTiming(items, 'invoice', AS_OF), AS_OF, WEEKS);
}

describe('expectedPayments', () => {
  it("spreads an overdue invoice over its customer's later days late, to the cent", () => {
    // Acme (10 or 20 days late, 0.3/0.35/0.35 with the business) owes $1,000.01 due 5 days ago:
    // not paid by day 5, so days 10 and 20 at half each, i.e. 5 and 15 days from now (weeks 1, 3).
    // Never paid: 3/5 of the 0-30 default 2% (Acme has paid all it settled): 1.2%.
    const [payment] = placed([item('Acme Ltd', 1000.01, 5)]).payments;
    expect(payment?.neverChance).toBeCloseTo(0.012, 12);
    // 100001 x 0.988 = 98800.988 cents, 49400.494 a week: the odd cent goes to the first.
    expect(payment?.weekCents).toEqual([49401, 0, 49400, 0, 0, 0]);
    expect(payment?.paidBy.map((p) => Math.round(p * 1e9) / 1e9)).toEqual([
      0.494, 0.494, 0.988, 0.988, 0.988, 0.988,
    ]);
  });

  it('places an invoice not yet due on all its days late', () => {
    // Birch (0.7 on the due date, 0.15 at 10 and 20 days) owes $300 due in 3 days: days 3, 13, 23.
    const flows = placed([item('Birch & Co', 300, -3)]);
    // 30000 x 0.988 = 29640 cents: 20748, 4446, 4446.
    expect(flows.weekCents).toEqual([20748, 4446, 0, 4446, 0, 0]);
    const p = [0.7, 0.85, 0.85, 1, 1, 1].map((share) => share * 0.988);
    expect(flows.paidByVariance.map(Math.round)).toEqual(
      p.map((q) => Math.round(30000 * 30000 * q * (1 - q))),
    );
  });

  it('spreads an invoice later than all the history over four weeks, with the 90+ chance of never', () => {
    // 100 days past due: 3/5 of the 30% default, 18%; $100 x 0.82 over days 1-28. (Not yet
    // counted as never paid in the history: that waits until 120 days.)
    const [payment] = placed([item('Acme Ltd', 100, 100)]).payments;
    expect(payment?.neverChance).toBeCloseTo(0.18, 12);
    expect(payment?.weekCents).toEqual([2050, 2050, 2050, 2050, 0, 0]);
    // Likely on day 3 to day 26 of the 28, the 14th the median.
    expect(payment?.likely).toEqual({
      from: '2026-07-03',
      expected: '2026-07-14',
      to: '2026-07-26',
    });
  });

  it('expects only the balance of a part-paid invoice, and a customer who never paid at its own rate', () => {
    const partPaid = item('Birch & Co', 500, -3, [[-20, 200]]);
    expect(placed([partPaid]).payments[0]?.owedCents).toBe(30000);
    // Dodo settled 3 invoices, none paid: 3/6 of its own 100% and 3/6 of the 2% default.
    const dodo = [item('Dodo', 100, 200), item('Dodo', 100, 170), item('Dodo', 100, 140)];
    const { payments } = placed([item('Dodo', 100, -7)], [...twoCustomers(), ...dodo]);
    expect(payments.at(-1)?.neverChance).toBeCloseTo(0.51, 12);
    // Its invoices written off in the history are still owed, and placed at the 90+ chance.
    expect(payments[0]?.neverChance).toBeCloseTo(0.65, 12);
    // Paid items are not placed; nor are items issued after the as-of date.
    const paid = item('Birch & Co', 80, 2, [[0, 80]]);
    const future = { ...item('Birch & Co', 80, -60), issueDate: '2026-07-15' };
    expect(placed([paid, future]).payments).toEqual([]);
  });

  it("pays a bill on its due date, or by the business's habit with that vendor", () => {
    const history = [
      item('Paper Co', 10, 100, [[-2, 10]], 'bill'),
      item('Paper Co', 10, 70, [[-2, 10]], 'bill'),
      item('Paper Co', 10, 40, [[-2, 10]], 'bill'),
    ];
    const open = [item('Paper Co', 90, -10, [], 'bill'), item('Ink Inc', 45, -10, [], 'bill')];
    const items = [...history, ...open];
    const timing = paymentTiming(items, 'bill', AS_OF);
    const flows = expectedPayments(items, timing, AS_OF, WEEKS);
    // Paper Co: 2 days early (the business's only habit too), day 8: week 2. Ink Inc: the business's.
    expect(flows.payments.map((p) => p.weekCents)).toEqual([
      [0, 9000, 0, 0, 0, 0],
      [0, 4500, 0, 0, 0, 0],
    ]);
    // Bills the business has no habit for are paid on the due date; overdue ones the next day.
    const bare = [item('Ink Inc', 45, -10, [], 'bill'), item('Ink Inc', 5, 3, [], 'bill')];
    const plain = expectedPayments(bare, paymentTiming(bare, 'bill', AS_OF), AS_OF, WEEKS);
    expect(plain.payments.map((p) => p.weekCents)).toEqual([
      [0, 4500, 0, 0, 0, 0],
      [500, 0, 0, 0, 0, 0],
    ]);
  });
});

describe('wholeCents', () => {
  it('keeps the rounded total, the leftover cents to the largest fractions', () => {
    expect(wholeCents([1.4, 1.4, 1.2])).toEqual([2, 1, 1]);
    expect(wholeCents([0.5, 0.5])).toEqual([1, 0]);
    expect(wholeCents([3, 0, 7])).toEqual([3, 0, 7]);
  });
});
