import { describe, expect, it } from 'vitest';
import { isInRange, periodRange } from '../dates.js';
import { ledger } from '../testing/ledger.js';
import { analyze } from './analyze.js';
import { categorySummaries } from './categories.js';
import { mostRecent } from './recent.js';
import { computeTotals } from './totals.js';
import { sixMonthTrend } from './trend.js';

// The one-pass analysis must agree with the plain functions the other pages use.
describe('analyze agrees with the single-purpose functions', () => {
  const book = ledger();
  const categories = ['Sales', 'Rent', 'Payroll', 'Utilities', 'Consulting'];
  for (let i = 0; i < 400; i += 1) {
    const date = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const amount = ((i * 7919) % 100_000) / 100;
    const category = categories[i % categories.length] ?? 'Other';
    if (i % 3 === 0) book.inflow(date, amount, { category });
    else book.outflow(date, amount, { category });
  }
  const transactions = book.build();

  it.each(['all', 'month', 'quarter', 'year'] as const)('for the %s period', (period) => {
    const today = '2024-08-17';
    const range = periodRange(period, today);
    // Transactions after the as-of date are not cash yet: in no figure.
    const inPeriod = transactions.filter((t) => t.date <= today && isInRange(t.date, range));
    const analysis = analyze(transactions, { asOf: today, period });
    const totals = computeTotals(inPeriod);
    expect(analysis.transactionCount).toBe(totals.count);
    expect(analysis.inflows.total).toBe(totals.inflows);
    expect(analysis.outflows.total).toBe(totals.outflows);
    expect(analysis.net).toBe(totals.net);
    expect(analysis.inflows.categories).toEqual(categorySummaries(inPeriod, 'inflow'));
    expect(analysis.outflows.categories).toEqual(categorySummaries(inPeriod, 'outflow'));
    expect(analysis.recentTransactions).toEqual(mostRecent(inPeriod, 10));
    expect(analysis.outflows.recent).toEqual(mostRecent(inPeriod, 10, (t) => t.amount < 0));
    expect(analysis.trend).toEqual(sixMonthTrend(transactions, today));
  });
});
