import { describe, expect, it } from 'vitest';
import { importStatement } from '../importStatement.js';
import { cellText } from './sheetRows.js';

const OPTIONS = { fileName: 'ledger.xlsx', today: '2024-12-31' };

describe('workbook sheets', () => {
  it('reads dates, numbers, formula results and rich text through the CSV column detection', () => {
    const rows = [
      ['Acme Ltd - bank export', null],
      [],
      ['Booking date', 'Details', 'Amount', 'Balance'],
      [
        new Date(Date.UTC(2024, 0, 2)),
        { richText: [{ text: 'Coffee ' }, { text: 'beans' }] },
        -12.5,
        987.5,
      ],
      [
        new Date(Date.UTC(2024, 0, 15)),
        'Invoice 7, Acme',
        1250,
        { formula: 'D4+C5', result: 2237.5 },
      ],
      [
        new Date(Date.UTC(2024, 0, 31)),
        { text: 'Rent', hyperlink: 'https://example.com' },
        -800,
        1437.5,
      ],
    ];
    const { format, result } = importStatement(
      {
        sheets: [
          { name: 'Notes', rows: [['just text']] },
          { name: 'January', rows },
        ],
      },
      OPTIONS,
    );
    expect(format).toBe('xlsx');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.format).toBe('xlsx');
    expect(
      result.value.transactions.map((t) => [t.date, t.description, t.amount, t.balance]),
    ).toEqual([
      ['2024-01-02', 'Coffee beans', -12.5, 987.5],
      ['2024-01-15', 'Invoice 7, Acme', 1250, 2237.5],
      ['2024-01-31', 'Rent', -800, 1437.5],
    ]);
    expect(result.value.headerRow).toBe(3);
    expect(result.value.issues[0]?.message).toBe(
      'Read the sheet “January”: the sheets before it hold no transactions.',
    );
  });

  it("reads dates stored as text in the sheet's own order", () => {
    const rows = [
      ['Datum', 'Text', 'Betrag'],
      ['15/01/2024', 'Miete', '-800,00'],
      ['31/01/2024', 'Umsatz', '1.250,50'],
    ];
    const { result } = importStatement({ sheets: [{ name: 'Tabelle1', rows }] }, OPTIONS);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-01-15', -800],
      ['2024-01-31', 1250.5],
    ]);
  });

  it('turns cells into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(1234.56)).toBe('1234.56');
    expect(cellText({ error: '#REF!' })).toBe('');
    expect(cellText({ formula: 'A1', result: { error: '#DIV/0!' } })).toBe('');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });

  it('fails like the CSV import when no sheet holds transactions', () => {
    const { result } = importStatement({ sheets: [{ name: 'S', rows: [['a'], ['b']] }] }, OPTIONS);
    expect(result.ok).toBe(false);
  });
});
