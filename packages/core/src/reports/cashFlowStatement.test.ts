import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { cashFlowStatement } from './cashFlowStatement.js';

// A bakery's quarter, worked by hand: 10,000 in the bank on 31 Dec; January sells 6,000 and pays
// rent 2,000 and flour 500; February sells 4,000 and pays rent 2,000; March pays rent 2,000 and
// moves 1,000 to savings (a transfer, in no flow).
const books = ledger()
  .inflow('2025-12-31', 10_000, { category: 'Owner', balance: 10_000 })
  .inflow('2026-01-10', 6000, { category: 'Sales' })
  .outflow('2026-01-01', 2000, { category: 'Rent' })
  .outflow('2026-01-20', 500, { category: 'Flour' })
  .inflow('2026-02-10', 4000, { category: 'Sales' })
  .outflow('2026-02-01', 2000, { category: 'Rent' })
  .outflow('2026-03-01', 2000, { category: 'Rent' })
  .outflow('2026-04-01', 2000, { category: 'Rent' })
  .build();
const sweep = (id: string, amount: number) => ({
  id,
  date: '2026-03-15',
  description: 'Savings sweep',
  amount,
  type: amount < 0 ? ('outflow' as const) : ('inflow' as const),
  category: 'Transfers',
  transferId: 'x',
});
const transfer = [sweep('from', -1000), sweep('to', 1000)];

describe('cashFlowStatement', () => {
  const statement = cashFlowStatement([...books, ...transfer], {
    asOf: '2026-03-31',
    period: 'quarter',
  });

  it('lays the months out as columns, with categories largest first', () => {
    expect(statement.monthLabels).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(statement.inflows).toEqual([
      { category: 'Sales', amounts: [6000, 4000, 0], total: 10_000 },
    ]);
    expect(statement.outflows).toEqual([
      { category: 'Rent', amounts: [2000, 2000, 2000], total: 6000 },
      { category: 'Flour', amounts: [500, 0, 0], total: 500 },
    ]);
  });

  it('ends at the ledger balance and works each month back from it, so every column reconciles', () => {
    expect(statement.totalInflows).toEqual([6000, 4000, 0]);
    expect(statement.totalOutflows).toEqual([2500, 2000, 2000]);
    expect(statement.net).toEqual([3500, 2000, -2000]);
    expect(statement.openingCash).toEqual([10_000, 13_500, 15_500]);
    expect(statement.closingCash).toEqual([13_500, 15_500, 13_500]);
  });

  it('leaves out what is dated after the as-of date and covers all time from the first transaction', () => {
    const all = cashFlowStatement(books, { asOf: '2026-02-15', period: 'all' });
    expect(all.months).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(all.openingCash[0]).toBe(0);
    expect(all.totalOutflows).toEqual([0, 2500, 2000]);
    expect(all.closingCash.at(-1)).toBe(15_500);
  });
});
