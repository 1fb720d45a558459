import { describe, expect, it } from 'vitest';
import { AS_OF, item } from '../testing/openItems.js';
import { expectedFromFutureItems, isFullHistory } from './futureItems.js';
import { ON_DUE_DATE } from './lagDistribution.js';
import type { PaymentTiming } from './paymentTiming.js';

const ON_DUE: PaymentTiming = {
  kind: 'invoice',
  overall: ON_DUE_DATE,
  parties: new Map(),
  neverByAge: [0, 0, 0, 0],
};

/**
 * $700 invoices issued every 7 days on 14 days' terms, the last on the as-of date and the first
 * 364 days before it: $100 a day over the last 52 weeks.
 */
const weekly = (party: string, amount = 700) =>
  Array.from({ length: 53 }, (_, k) => {
    const invoice = item(party, amount, 0);
    const issueDate = new Date(Date.parse(`${AS_OF}T00:00:00Z`) - k * 7 * 86_400_000);
    const issue = issueDate.toISOString().slice(0, 10);
    const due = new Date(issueDate.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    return { ...invoice, issueDate: issue, dueDate: due };
  });

describe('expectedFromFutureItems', () => {
  it('keeps issuing at the rate of the history, paid after the usual terms by the habit', () => {
    const future = expectedFromFutureItems(weekly('Zed'), ON_DUE, AS_OF, 13);
    // $100 a day issued from tomorrow, paid 14 days later: from day 15, $700 a week.
    expect(future.get('zed')?.map(Math.round)).toEqual([0, 0, ...new Array(11).fill(70000)]);
  });

  it('shrinks the last 13 weeks half towards the last 52, and knows only what the history holds', () => {
    // Issued $1,400 a week over the last 13 weeks and $700 before: (200 + 125) / 2 a day.
    const items = weekly('Zed').map((i, k) => (k < 13 ? { ...i, amount: 1400, balance: 1400 } : i));
    const week = expectedFromFutureItems(items, ON_DUE, AS_OF, 13).get('zed')?.[5] ?? 0;
    expect(week).toBeCloseTo(7 * 100 * ((2 + (13 * 2 + 39) / 52) / 2) * 100, 6);
    // Ten weeks of history: both means over those 64 days (invoices on days 0, 7, ..., 63).
    const young = weekly('Zed').slice(0, 10);
    const rate = (10 * 70000) / 64;
    expect(expectedFromFutureItems(young, ON_DUE, AS_OF, 13).get('zed')?.[4]).toBeCloseTo(
      7 * rate,
      6,
    );
  });

  it('takes the items for the whole history only when some paid one is 13 weeks old or more', () => {
    // Open invoices alone, one of them long overdue: not a history.
    const open = [item('Zed', 100, 10), item('Zed', 100, 150)];
    expect(isFullHistory(open, ON_DUE, AS_OF)).toBe(false);
    // Paid, but issued 90 days ago (due 60 days ago): not yet.
    expect(isFullHistory([...open, item('Zed', 100, 60, [[0, 100]])], ON_DUE, AS_OF)).toBe(false);
    expect(isFullHistory([...open, item('Zed', 100, 61, [[0, 100]])], ON_DUE, AS_OF)).toBe(true);
    // Paid only after the as-of date: unknown then.
    expect(isFullHistory([...open, item('Zed', 100, 61, [[70, 100]])], ON_DUE, AS_OF)).toBe(false);
  });

  it('expects nothing from a party that stopped a year ago, nor from one that never pays', () => {
    const old = weekly('Yak').map((i) => ({
      ...i,
      issueDate: '2023-01-02',
      dueDate: '2023-01-16',
    }));
    expect(expectedFromFutureItems(old, ON_DUE, AS_OF, 13).size).toBe(0);
    const never: PaymentTiming = {
      ...ON_DUE,
      parties: new Map([
        ['zed', { lag: ON_DUE_DATE, paidItems: 0, resolvedItems: 1e12, neverShare: 1 }],
      ]),
    };
    const future = expectedFromFutureItems(weekly('Zed'), never, AS_OF, 13).get('zed') ?? [];
    expect(Math.max(...future)).toBeLessThan(1e-3);
  });
});
