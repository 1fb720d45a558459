import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { importCsv } from './importCsv.js';
import { CHUNK_CHARS } from './parseChunks.js';
import type { ImportIssue, ImportSummary } from './types.js';

const pad = (n: number): string => String(n).padStart(2, '0');

type Expected = { row: number; date: string; description: string; cents: number };

/**
 * A statement longer than two parse chunks, written line by line so that the text offsets of the
 * chunk boundaries are known: a quoted description spanning two lines is cut by the first boundary,
 * a row with an unreadable amount by the second. Alongside it, what one parse of the whole text
 * gives: every transaction with its row number, and the issues.
 */
function statementAcrossChunks() {
  const lines = ['Date,Description,Amount'];
  let length = lines[0]!.length + 1;
  const expected: Expected[] = [];
  const issues: ImportIssue[] = [];
  const push = (line: string, row?: Omit<Expected, 'row'>): number => {
    lines.push(line);
    length += line.length + 1;
    const rowNumber = lines.length;
    if (row) expected.push({ row: rowNumber, ...row });
    return rowNumber;
  };
  let i = 0;
  const plainRow = (): string => {
    const cents = ((i * 7919) % 200_001) - 100_000;
    const date = `2024-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`;
    const description = `Card payment ${i} at the corner shop`;
    i++;
    return `${date},${description},${(cents / 100).toFixed(2)}`;
  };
  const fillUpTo = (end: number): void => {
    for (;;) {
      const cents = ((i * 7919) % 200_001) - 100_000;
      const line = plainRow();
      if (length + line.length + 1 > end) {
        i--;
        return;
      }
      const [date, description] = line.split(',');
      push(line, { date: date!, description: description!, cents });
    }
  };

  // The first boundary falls inside the first line of a quoted, two-line description.
  fillUpTo(CHUNK_CHARS - 100);
  const opening = '2024-03-15,"Quarterly invoice 7, ';
  const filler = 'x'.repeat(CHUNK_CHARS - length - opening.length + 10);
  const invoiceRow = push(`${opening}${filler}\n  second line of the memo",-1234.56`, {
    date: '2024-03-15',
    description: `Quarterly invoice 7, ${filler} second line of the memo`,
    cents: -123_456,
  });
  // The row just after the two-line one: its number counts rows, not lines.
  const emptyAmountRow = push('2024-03-16,Row with no amount,');
  issues.push({
    row: emptyAmountRow,
    field: 'amount',
    kind: 'skipped',
    message: 'No amount: row skipped.',
  });

  // The second boundary falls inside a row whose amount cannot be read.
  fillUpTo(2 * CHUNK_CHARS - 100);
  const unreadable = `2024-04-20,Refund ${'y'.repeat(2 * CHUNK_CHARS - length - 20)} pending,N/A`;
  const unreadableRow = push(unreadable);
  issues.push({
    row: unreadableRow,
    field: 'amount',
    kind: 'skipped',
    message: 'Unreadable amount: row skipped.',
    value: 'N/A',
  });
  for (let k = 0; k < 50; k++) {
    const cents = ((i * 7919) % 200_001) - 100_000;
    const line = plainRow();
    const [date, description] = line.split(',');
    push(line, { date: date!, description: description!, cents });
  }
  return { text: lines.join('\n'), expected, issues, invoiceRow, unreadableRow };
}

describe('importCsv across parse chunks', () => {
  const file = statementAcrossChunks();

  it('is built as intended: longer than two chunks, a boundary inside each special row', () => {
    const { text } = file;
    expect(text.length).toBeGreaterThan(2 * CHUNK_CHARS);
    const invoiceStart = text.indexOf('2024-03-15,"Quarterly');
    const invoiceEnd = text.indexOf('-1234.56', invoiceStart);
    expect(invoiceStart).toBeLessThan(CHUNK_CHARS);
    expect(invoiceEnd).toBeGreaterThan(CHUNK_CHARS);
    expect(text.indexOf('\n', invoiceStart)).toBeGreaterThan(CHUNK_CHARS);
    const refundStart = text.indexOf('2024-04-20,Refund');
    expect(refundStart).toBeLessThan(2 * CHUNK_CHARS);
    expect(text.indexOf(',N/A', refundStart)).toBeGreaterThan(2 * CHUNK_CHARS);
    // One parse of the whole text finds every line above as one row: the transactions, the
    // header and the two rows skipped.
    expect(Papa.parse<string[]>(text, { delimiter: ',' }).data).toHaveLength(
      file.expected.length + 3,
    );
  });

  it('keeps every row, numbered as one parse numbers them, with exact totals in cents', () => {
    const result = importCsv(file.text, { fileName: 'chunks.csv', today: '2024-06-30' });
    if (!result.ok) throw new Error(result.error.message);
    const summary: ImportSummary = result.value;
    expect(summary.rowCount).toBe(file.expected.length + 2);
    expect(summary.transactions).toHaveLength(file.expected.length);
    const got = summary.transactions.map((t) => ({
      id: t.id,
      date: t.date,
      description: t.description,
      cents: toCents(t.amount),
    }));
    const want = file.expected.map((e) => ({
      id: `imported-chunks-row-${e.row}`,
      date: e.date,
      description: e.description,
      cents: e.cents,
    }));
    expect(got).toEqual(want);
    expect(got.reduce((sum, t) => sum + t.cents, 0)).toBe(
      file.expected.reduce((sum, e) => sum + e.cents, 0),
    );
    expect(summary.issues).toEqual(file.issues);
  });
});
