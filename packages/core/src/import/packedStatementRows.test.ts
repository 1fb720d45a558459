import { describe, expect, it } from 'vitest';
import { anchoredOpeningBalance, closingFromOpening } from '../accounts/anchorOpening.js';
import { checkBalanceContinuity, checkBalanceContinuityOfColumns } from '../accounts/continuity.js';
import {
  fileOpeningBalance,
  fileOpeningOfColumns,
  statedOpeningBalance,
  statedOpeningOfColumns,
} from '../accounts/openingCheck.js';
import type { OpeningRow } from '../accounts/openingCheck.js';
import type { Transaction } from '../transaction.js';
import { importCsv, importCsvPacked } from './importCsv.js';
import { packImportResult } from './packedImportResult.js';
import type { PackedImportSummary } from './packedImportResult.js';
import { packTransactions } from './packedTransactions.js';
import {
  dailyTotals,
  hasBalance,
  packedRowNumbers,
  statementColumns,
} from './packedStatementRows.js';
import type { ImportSummary } from './types.js';

const CSV = [
  'Date,Description,Amount,Balance',
  '2024-01-05,Opening deposit,1000.00,1000.00',
  '2024-01-06,Sysco invoice,-120.55,879.45',
  '2024-01-06,Square sale,300.10,1179.55',
  '2024-01-08,Gusto payroll,-879.45,',
  '2024-01-09,Comcast,-99.99,150.11',
  '2024-01-09,Square sale,0.30,2150.41',
].join('\n');
const OPTIONS = {
  fileName: 'checking.csv',
  today: '2024-06-30',
  existing: [{ id: 'stored-1', date: '2024-01-06', amount: -120.55, description: 'Sysco invoice' }],
};

/** The file's rows as the page read them as objects: numbered from the id, in file order. */
function objectRows(summary: ImportSummary): OpeningRow[] {
  const rows: OpeningRow[] = [];
  const add = (row: number, t: Transaction) =>
    rows.push(
      t.balance === undefined
        ? { row, date: t.date, amount: t.amount }
        : { row, date: t.date, amount: t.amount, balance: t.balance },
    );
  for (const t of summary.transactions) {
    const match = /-row-(\d+)$/.exec(t.id);
    if (match !== null) add(Number(match[1]), t);
  }
  for (const d of summary.duplicates) add(d.row, d.transaction);
  return rows.sort((a, b) => a.row! - b.row!);
}

function read(): { objects: ImportSummary; packed: PackedImportSummary } {
  const objects = importCsv(CSV, OPTIONS);
  const packed = importCsvPacked(CSV, OPTIONS);
  if (!objects.ok || !packed.ok) throw new Error('the file should read');
  return { objects: objects.value, packed: packed.value };
}

describe('a file read into columns, checked as its rows as objects are', () => {
  it('numbers each row from its id, and marks a row whose id has no number', () => {
    const { objects, packed } = read();
    expect([...packedRowNumbers(packed.transactions)]).toEqual(
      objects.transactions.map((t) => Number(/-row-(\d+)$/.exec(t.id)![1])),
    );
    const entries = packTransactions([
      { ...objects.transactions[0]!, id: 'ofx-123-FIT9' },
      objects.transactions[1]!,
    ]);
    expect([...packedRowNumbers(entries)]).toEqual([Number.NaN, 4]);
  });

  it('puts new and already imported rows back in file order', () => {
    const { objects, packed } = read();
    const columns = statementColumns(packed);
    const rows = objectRows(objects);
    expect(objects.duplicates).toHaveLength(1);
    expect(Array.from(columns.rows)).toEqual(rows.map((r) => r.row));
    expect(Array.from(columns.amount)).toEqual(rows.map((r) => r.amount));
    expect(Array.from(columns.dateCodes, (code) => columns.dates[code])).toEqual(
      rows.map((r) => r.date),
    );
  });

  it('gives the same balance check, opening and stated opening as the objects', () => {
    const { objects, packed } = read();
    const rows = objectRows(objects);
    const columns = statementColumns(packed);
    const continuity = checkBalanceContinuity(
      rows.map(({ date: _, ...rest }) => ({ ...rest, row: rest.row! })),
    );
    // The already imported row 3 sits between rows 2 and 4; the balance jumps from row 6 to 7.
    expect(continuity?.breaks).toEqual([{ fromRow: 6, toRow: 7, jumpCents: 200_000 }]);
    expect(checkBalanceContinuityOfColumns(columns)).toEqual(continuity);
    expect(fileOpeningOfColumns(columns, continuity)).toEqual(fileOpeningBalance(rows, continuity));
    expect(fileOpeningOfColumns(columns, null)).toEqual(fileOpeningBalance(rows, null));
    expect(statedOpeningOfColumns(50_000, columns, true)).toEqual(
      statedOpeningBalance(50_000, rows, true),
    );
  });

  it('sorts entries listed out of file order the way the objects sort', () => {
    const { objects } = read();
    const reversed = { ...objects, transactions: [...objects.transactions].reverse() };
    const repacked = packImportResult({ ok: true, value: reversed });
    if (!repacked.ok) throw new Error('packed');
    const columns = statementColumns(repacked.value);
    const rows = objectRows(reversed);
    expect(Array.from(columns.rows)).toEqual(rows.map((r) => r.row));
    expect(fileOpeningOfColumns(columns, null)).toEqual(fileOpeningBalance(rows, null));
  });

  it('reads a file with no row already imported in place, as the objects read', () => {
    const options = { ...OPTIONS, existing: [] };
    const objects = importCsv(CSV, options);
    const packed = importCsvPacked(CSV, options);
    if (!objects.ok || !packed.ok) throw new Error('the file should read');
    const columns = statementColumns(packed.value);
    const rows = objectRows(objects.value);
    // A million-row file's columns are not copied a second time on the page.
    expect(columns.amount).toBe(packed.value.transactions.amount);
    expect(columns.balance).toBe(packed.value.transactions.balance);
    expect(Array.from(columns.rows)).toEqual(rows.map((r) => r.row));
    expect(Array.from(columns.dateCodes, (code) => columns.dates[code])).toEqual(
      rows.map((r) => r.date),
    );
    expect(checkBalanceContinuityOfColumns(columns)).toEqual(
      checkBalanceContinuity(rows.map(({ date: _, ...rest }) => ({ ...rest, row: rest.row! }))),
    );
  });

  it('puts a file numbered out of order back in file order', () => {
    const read = importCsvPacked(CSV, { ...OPTIONS, existing: [] });
    if (!read.ok) throw new Error('the file should read');
    const list = read.value.transactions;
    const idRows = list.idRows!.slice().reverse();
    const columns = statementColumns({
      transactions: { ...list, idRows },
      duplicates: read.value.duplicates,
    });
    expect(Array.from(columns.rows)).toEqual([...idRows].sort((a, b) => a - b));
    expect(columns.amount).not.toBe(list.amount);
  });

  it('sums amounts by day to the cent the rows sum to', () => {
    const { objects, packed } = read();
    const days = dailyTotals(packed.transactions);
    const both = dailyTotals(packed.transactions, packed.duplicates.transactions);
    const all = [...objects.transactions, ...objects.duplicates.map((d) => d.transaction)];
    expect(closingFromOpening(both, '2024-01-05', 0)).toBe(
      closingFromOpening(all, '2024-01-05', 0),
    );
    expect(closingFromOpening(both, '2024-01-05', 0)).not.toBe(
      closingFromOpening(days, '2024-01-05', 0),
    );
    expect(days.map((d) => d.date)).toEqual([
      '2024-01-05',
      '2024-01-06',
      '2024-01-08',
      '2024-01-09',
    ]);
    const anchor = { date: '2024-01-08', balance: 512.34 };
    for (const opening of ['2024-01-05', '2024-01-06', '2024-01-09']) {
      expect(anchoredOpeningBalance(days, opening, anchor)).toBe(
        anchoredOpeningBalance(objects.transactions, opening, anchor),
      );
      expect(closingFromOpening(days, opening, 10.01)).toBe(
        closingFromOpening(objects.transactions, opening, 10.01),
      );
    }
  });

  it('tells a file with a balance from one without', () => {
    const { packed } = read();
    expect(hasBalance(packed.transactions)).toBe(true);
    const bare = importCsvPacked('Date,Description,Amount\n2024-01-05,Sale,10.00', OPTIONS);
    if (!bare.ok) throw new Error('the file should read');
    expect(hasBalance(bare.value.transactions)).toBe(false);
  });
});
