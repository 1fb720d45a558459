import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { cashFlowSectionOf, sectionedStatement } from './cashFlowSections.js';
import { cashFlowStatement } from './cashFlowStatement.js';

// A workshop's two months, worked by hand. 20,000 in the bank on 31 Dec.
// January: sales 9,000; rent 2,000; a lathe (Equipment) 6,000; a bank loan arrives 10,000.
// February: sales 7,000; rent 2,000; loan repayment 1,500; owner's draw 1,000.
// Operating: Jan +7,000, Feb +5,000. Investing: Jan -6,000, Feb 0.
// Financing: Jan +10,000, Feb -2,500. Net: Jan +11,000, Feb +2,500.
// Cash: 20,000 -> 31,000 -> 33,500.
const books = ledger()
  .inflow('2025-12-31', 20_000, { category: 'Opening', balance: 20_000 })
  .inflow('2026-01-12', 9000, { category: 'Sales' })
  .outflow('2026-01-01', 2000, { category: 'Rent' })
  .outflow('2026-01-15', 6000, { category: 'Equipment' })
  .inflow('2026-01-20', 10_000, { category: 'Bank Loan' })
  .inflow('2026-02-12', 7000, { category: 'Sales' })
  .outflow('2026-02-01', 2000, { category: 'Rent' })
  .outflow('2026-02-20', 1500, { category: 'Loan Payments' })
  .outflow('2026-02-25', 1000, { category: "Owner's Draw" })
  .build();

describe('cash-flow statement sections', () => {
  it('places categories: built-in, read from the name, or chosen by the user', () => {
    expect(cashFlowSectionOf('Rent')).toBe('operating');
    expect(cashFlowSectionOf('Loan Payments')).toBe('financing');
    expect(cashFlowSectionOf('Equipment')).toBe('investing');
    expect(cashFlowSectionOf("Owner's Draw")).toBe('financing');
    expect(cashFlowSectionOf('Sales')).toBe('operating');
    expect(cashFlowSectionOf('Laptops', { Laptops: 'investing' })).toBe('investing');
    expect(cashFlowSectionOf('Equipment', { Equipment: 'operating' })).toBe('operating');
  });

  it('subtotals operating, investing and financing, which add up to the net and the closing cash', () => {
    const statement = sectionedStatement(
      cashFlowStatement(books, { asOf: '2026-02-28', period: 'year' }),
    );
    const [operating, investing, financing] = statement.sections;
    expect(statement.monthLabels).toEqual(['Jan 2026', 'Feb 2026']);
    expect(operating?.net).toEqual([7000, 5000]);
    expect(operating?.inflows.map((l) => l.category)).toEqual(['Sales']);
    expect(operating?.outflows.map((l) => l.category)).toEqual(['Rent']);
    expect(investing?.net).toEqual([-6000, 0]);
    expect(investing?.outflows).toEqual([
      { category: 'Equipment', amounts: [6000, 0], total: 6000 },
    ]);
    expect(financing?.net).toEqual([10_000, -2500]);
    expect(financing?.total).toBe(7500);
    expect(financing?.outflows.map((l) => l.category)).toEqual(['Loan Payments', "Owner's Draw"]);
    expect(statement.net).toEqual([11_000, 2500]);
    expect(statement.openingCash).toEqual([20_000, 31_000]);
    expect(statement.closingCash).toEqual([31_000, 33_500]);
  });
});
