import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import { balanceTimeline } from './balanceTimeline.js';

const row = (id: string, date: string, amount: number): Transaction => ({
  id,
  date,
  description: id,
  amount,
  type: amount < 0 ? 'outflow' : 'inflow',
  category: 'Other',
});

describe('balanceTimeline', () => {
  it('joins month-end balances since the first transaction to the forecast at the as-of date', () => {
    // 4,500 on 15 April after -1,000 in January, -2,000 in February, -3,000 in March and +500
    // on 10 April (a payment dated after the as-of date counts nowhere).
    const ledger = [
      row('jan', '2026-01-05', -1_000),
      row('feb', '2026-02-10', -2_000),
      row('mar', '2026-03-10', -3_000),
      row('apr', '2026-04-10', 500),
      row('later', '2026-04-20', 99_999),
    ];
    const points = balanceTimeline({
      transactions: ledger,
      asOf: '2026-04-15',
      openingBalance: 4_500,
      weeks: [
        { end: '2026-04-22', balance: { low: 3_000, expected: 3_500, high: 4_000 } },
        { end: '2026-04-29', balance: { low: 2_000, expected: 2_500, high: 3_000 } },
      ],
    });
    expect(points).toEqual([
      // October to December 2025 are before the first transaction: no history.
      { date: '2026-01-31', day: -74, actual: 9_000, forecast: null },
      { date: '2026-02-28', day: -46, actual: 7_000, forecast: null },
      { date: '2026-03-31', day: -15, actual: 4_000, forecast: null },
      { date: '2026-04-15', day: 0, actual: 4_500, forecast: 4_500 },
      { date: '2026-04-22', day: 7, actual: null, forecast: 3_500 },
      { date: '2026-04-29', day: 14, actual: null, forecast: 2_500 },
    ]);
  });
});
