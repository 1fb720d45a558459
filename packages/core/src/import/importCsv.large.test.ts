import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { importCsv } from './importCsv.js';
import type { ImportSummary } from './types.js';

const options = { fileName: 'big.csv', today: '2024-06-30' };

function imported(text: string): ImportSummary {
  const result = importCsv(text, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const pad = (n: number): string => String(n).padStart(2, '0');

describe('importCsv on files longer than the rows it plans from', () => {
  it('keeps every row of a 5,000-row file, with exact totals and row numbers', () => {
    const lines = ['Date,Description,Amount'];
    let total = 0;
    for (let i = 0; i < 5000; i++) {
      const cents = ((i * 7919) % 200_001) - 100_000;
      total += cents;
      lines.push(
        `2024-${pad((i % 12) + 1)}-${pad((i % 28) + 1)},Row ${i},${(cents / 100).toFixed(2)}`,
      );
    }
    lines.splice(4001, 0, '2024-01-01,Deep row with no amount,');
    const summary = imported(lines.join('\n'));
    expect(summary.transactions).toHaveLength(5000);
    expect(summary.transactions.reduce((sum, t) => sum + toCents(t.amount), 0)).toBe(total);
    expect(summary.transactions[4999]?.id).toBe('imported-big-row-5002');
    expect(summary.issues).toEqual([
      { row: 4002, field: 'amount', kind: 'skipped', message: 'No amount: row skipped.' },
    ]);
    expect(summary.rowCount).toBe(5001);
  });

  it('reads a file again as D/M/Y when a day above 12 appears only after the first rows', () => {
    const lines = ['Date,Description,Amount'];
    // 400 rows from the 1st to the 12th of each month fit both orders; then the 13th settles it.
    for (let i = 0; i < 400; i++)
      lines.push(`${pad((i % 12) + 1)}/${pad((i % 6) + 1)}/2024,Early ${i},-1.00`);
    lines.push('13/06/2024,Thirteenth,-2.00');
    const summary = imported(lines.join('\n'));
    expect(summary.dateFormat).toBe('DD/MM/YYYY');
    expect(summary.dateFormatAmbiguous).toBe(false);
    expect(summary.transactions[0]?.date).toBe('2024-01-01');
    expect(summary.transactions[1]?.date).toBe('2024-02-02');
    expect(summary.transactions[12]?.date).toBe('2024-01-01');
    expect(summary.transactions[13]?.date).toBe('2024-02-02');
    expect(summary.transactions[400]?.date).toBe('2024-06-13');
    expect(summary.issues).toEqual([]);
  });

  it('reads a file again with a decimal comma when only later amounts show it', () => {
    const lines = ['Date;Description;Amount'];
    // `1.234` says nothing on its own; the semicolon suggests a comma, and so do later values.
    for (let i = 0; i < 300; i++) lines.push(`2024-01-02;Early ${i};-1.234`);
    for (let i = 0; i < 300; i++) lines.push(`2024-01-03;Later ${i};-5,50`);
    const summary = imported(lines.join('\n'));
    expect(summary.decimalSeparator).toBe(',');
    expect(summary.transactions[0]?.amount).toBe(-1234);
    expect(summary.transactions[599]?.amount).toBe(-5.5);
  });

  it('corrects a decimal point guessed from the first rows when the rest of the file disagrees', () => {
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 300; i++) lines.push(`2024-01-02,Early ${i},"-1,234"`);
    for (let i = 0; i < 300; i++) lines.push(`2024-01-03,Later ${i},"-1.234,50"`);
    const summary = imported(lines.join('\n'));
    expect(summary.decimalSeparator).toBe(',');
    expect(summary.transactions[0]?.amount).toBe(-1.23);
    expect(summary.transactions[599]?.amount).toBe(-1234.5);
  });

  it('reports a malformed line deep in the file with its row number', () => {
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 500; i++) lines.push(`2024-01-02,Row ${i},-1.00`);
    lines.push('2024-01-03,"Unclosed,-2.00');
    const summary = imported(lines.join('\n'));
    expect(
      summary.issues.filter((issue) => issue.message.startsWith('The file is malformed')),
    ).toEqual([expect.objectContaining({ row: 502, field: 'row', kind: 'notice' })]);
  });
});
