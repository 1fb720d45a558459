import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import { sheetRowNumber } from './sheetLayout.js';
import type { ReportSheet, SheetCell } from './sheetLayout.js';
import { columnName, statementSheet } from './statementSheet.js';

// The workshop of cashFlowSections.test.ts, worked by hand. 20,000 in the bank on 31 Dec.
// Operating: Jan +7,000, Feb +5,000. Investing: Jan -6,000. Financing: Jan +10,000, Feb -2,500.
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

const statement = cashFlowStatement(books, { asOf: '2026-02-28', period: 'year' });

/** The worksheet's cells by address ('B4'), laid out as Excel receives them. */
function cells(sheet: ReportSheet): Map<string, SheetCell> {
  const map = new Map<string, SheetCell>();
  sheet.rows.forEach((row, index) =>
    row.forEach((cell, c) =>
      map.set(`${columnName(c + 1)}${sheetRowNumber(sheet.lead?.length ?? 0, index)}`, cell),
    ),
  );
  return map;
}

/**
 * Works out a formula the way Excel would, over the sheet's own cells: sums of ranges in one
 * column or one row, and cells added together (all the statement uses). A formula's value comes
 * from the cells it names, never from its stored value, so a wrong reference shows.
 */
function evaluate(address: string, sheet: Map<string, SheetCell>): number {
  const cell = sheet.get(address);
  if (cell === undefined) throw new Error(`${address} is empty`);
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'string') throw new Error(`${address} is text: ${cell}`);
  return cell.formula.split('+').reduce((sum, term) => {
    const range = /^SUM\(([A-Z]+)(\d+):([A-Z]+)(\d+)\)$/.exec(term);
    if (range === null) return sum + evaluate(term, sheet);
    const [, fromCol, fromRow, toCol, toRow] = range as unknown as string[];
    let inner = 0;
    for (const [key] of sheet) {
      const [, col = '', row = ''] = /^([A-Z]+)(\d+)$/.exec(key) ?? [];
      const inCols = fromCol === toCol ? col === fromCol : col >= fromCol! && col <= toCol!;
      const inRows = Number(row) >= Number(fromRow) && Number(row) <= Number(toRow);
      if (inCols && inRows && col.length === fromCol!.length) inner += evaluate(key, sheet);
    }
    return sum + inner;
  }, 0);
}

describe('the cash-flow statement as a worksheet', () => {
  const sheet = statementSheet(statement, { title: 'This year', company: 'Acme Workshop Ltd' });
  const byAddress = cells(sheet);

  it('lays out the sections with money out negative, under the title and the company', () => {
    expect(sheet.title).toBe('Cash-flow statement: This year');
    expect(sheet.lead).toEqual(['Acme Workshop Ltd']);
    expect(sheet.header).toEqual(['', 'Jan 2026', 'Feb 2026', 'Total']);
    const labels = sheet.rows.map((row) => row[0]);
    expect(labels).toEqual([
      'Opening cash',
      'Cash flows from operating activities',
      '  Sales',
      '  Rent',
      'Net cash from operating activities',
      'Cash flows from investing activities',
      '  Equipment',
      'Net cash from investing activities',
      'Cash flows from financing activities',
      '  Bank Loan',
      '  Loan Payments',
      "  Owner's Draw",
      'Net cash from financing activities',
      'Net cash flow',
      'Closing cash',
    ]);
    expect(sheet.rows[3]?.slice(1, 3)).toEqual([-2000, -2000]);
    expect(sheet.rows[11]?.slice(1, 3)).toEqual([0, -1000]);
  });

  it('writes every subtotal, total and cash line as a formula over the cells above', () => {
    // Title row 1, company row 2, header row 3: Opening cash is row 4, Sales row 6.
    expect(byAddress.get('A4')).toBe('Opening cash');
    expect(byAddress.get('C4')).toEqual({ formula: 'B18', value: 31_000 });
    expect(byAddress.get('D6')).toEqual({ formula: 'SUM(B6:C6)', value: 16_000 });
    expect(byAddress.get('B8')).toEqual({ formula: 'SUM(B6:B7)', value: 7000 });
    expect(byAddress.get('B17')).toEqual({ formula: 'B8+B11+B16', value: 11_000 });
    expect(byAddress.get('C18')).toEqual({ formula: 'C4+C17', value: 33_500 });
    expect(byAddress.get('D18')).toEqual({ formula: 'C18', value: 33_500 });
  });

  it('has formulas that compute the values they carry, which match the hand-worked figures', () => {
    for (const [address, cell] of byAddress) {
      if (typeof cell === 'object') expect(evaluate(address, byAddress), address).toBe(cell.value);
    }
    expect(evaluate('B8', byAddress)).toBe(7000);
    expect(evaluate('C11', byAddress)).toBe(0);
    expect(evaluate('B16', byAddress)).toBe(10_000);
    expect(evaluate('D16', byAddress)).toBe(7500);
    expect(evaluate('D17', byAddress)).toBe(13_500);
    expect(evaluate('C18', byAddress)).toBe(33_500);
  });

  it("follows the user's choice of section", () => {
    const chosen = statementSheet(statement, {
      title: 'This year',
      choices: { Equipment: 'operating' },
    });
    expect(chosen.lead).toEqual([]);
    const labels = chosen.rows.map((row) => row[0]);
    expect(labels.indexOf('  Equipment')).toBeLessThan(
      labels.indexOf('Net cash from operating activities'),
    );
    expect(chosen.rows[labels.indexOf('Net cash from investing activities')]).toEqual([
      'Net cash from investing activities',
      0,
      0,
      { formula: 'SUM(B10:C10)', value: 0 },
    ]);
  });

  it('names columns past Z as Excel does', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
