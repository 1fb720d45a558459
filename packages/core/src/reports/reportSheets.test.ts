import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import { buildReport } from './report.js';
import type { ReportType } from './report.js';
import { reportSheetsToCsv } from './reportCsv.js';
import { reportPeriodText, reportSheets } from './reportSheets.js';
import type { SheetCell } from './sheetLayout.js';

const books = ledger()
  .inflow('2026-05-04', 1200.5, { category: 'Sales' })
  .outflow('2026-05-01', 800, { category: '=HYPERLINK("x")' })
  .outflow('2026-04-10', 300, { category: 'Rent', balance: 5000 })
  .build();
const asOf = '2026-05-20';

function sheetsOf(reportType: ReportType) {
  const report = buildReport(books, { asOf, period: 'quarter', reportType });
  return reportSheets(report, cashFlowStatement(books, { asOf, period: 'quarter' }));
}

describe('report exports', () => {
  it('name the period with its dates and the as-of date', () => {
    expect(reportPeriodText('quarter', asOf)).toBe(
      'This quarter (1 Apr 2026 to 20 May 2026), as of 20 May 2026',
    );
    expect(reportPeriodText('all', asOf)).toBe('All time, as of 20 May 2026');
    expect(sheetsOf('summary').map((s) => s.title)).toEqual([
      'Summary: This quarter (1 Apr 2026 to 20 May 2026), as of 20 May 2026',
      'Category breakdown: This quarter (1 Apr 2026 to 20 May 2026), as of 20 May 2026',
      'Category groups: This quarter (1 Apr 2026 to 20 May 2026), as of 20 May 2026',
    ]);
    // Rent is built in under Operating costs; the formula-like category is in no group: Other.
    expect(sheetsOf('summary')[2]?.rows).toEqual([
      ['Revenue', 'Sales', 1200.5, 0, 1200.5],
      ['Other', '=HYPERLINK("x")', 0, 800, -800],
      ['Operating costs', 'Rent', 0, 300, -300],
    ]);
  });

  it('add the transactions, the forecast or the cash-flow statement by report type', () => {
    expect(sheetsOf('detailed').map((s) => s.name)).toEqual([
      'Summary',
      'Categories',
      'Groups',
      'Transactions',
    ]);
    expect(sheetsOf('forecast').map((s) => s.name)).toEqual([
      'Summary',
      'Categories',
      'Groups',
      'Forecast',
    ]);
    const statement = sheetsOf('cashflow')[3];
    expect(statement?.header).toEqual(['', 'Apr 2026', 'May 2026', 'Total']);
    const value = (cell: SheetCell | undefined) => (typeof cell === 'object' ? cell.value : cell);
    expect(statement?.rows[0]?.map(value)).toEqual(['Opening cash', 5300, 5000, 5300]);
    expect(statement?.rows.at(-2)?.map(value)).toEqual(['Net cash flow', -300, 400.5, 100.5]);
    expect(statement?.rows.at(-1)?.map(value)).toEqual(['Closing cash', 5000, 5400.5, 5400.5]);
    const csv = reportSheetsToCsv(sheetsOf('cashflow'));
    expect(csv).toContain('Closing cash,5000.00,5400.50,5400.50');
    expect(csv).toContain('Net cash from operating activities,-300.00,400.50,100.50');
  });

  it('write CSV with money to two decimals and formulas neutralised', () => {
    const csv = reportSheetsToCsv(sheetsOf('summary'));
    const lines = csv.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '"Summary: This quarter (1 Apr 2026 to 20 May 2026), as of 20 May 2026"',
      'Figure,Value',
      'Total inflows,1200.50',
      'Total outflows,1100.00',
      'Net cash flow,100.50',
      'Transactions,3',
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",0.00,800.00,-800.00`);
    expect(lines[6]).toBe('');
  });
});
