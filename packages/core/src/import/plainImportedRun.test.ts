import { describe, expect, it } from 'vitest';
import { plainTransactionCheck } from '../ledgerCommands/plainTransactions.js';
import type { Transaction } from '../transaction.js';
import { importCsvPacked } from './importCsv.js';
import { importedRows } from './importedTransactions.js';
import { packTransactions } from './packedTransactions.js';
import { plainImportedRun } from './plainImportedRun.js';

const CSV = [
  'Date,Description,Amount,Balance,Category',
  '2024-03-05,Client payment Acme,1200.00,5200.00,',
  '2024-03-01,Rent March,-1500.00,4000.00,Rent',
  '2024-03-05,Coffee beans,-12.40,,',
  '2024-02-28,Stripe payout,830.15,5512.40,',
].join('\n');

function csvRows() {
  const read = importCsvPacked(CSV, { fileName: 'march.csv', today: '2024-03-10', existing: [] });
  if (!read.ok) throw new Error(read.error.message);
  return importedRows([read.value.transactions], 'checking', [{ id: 'imported-march-row-3' }]);
}

const row = (over: Partial<Transaction>): Transaction => ({
  id: 'bank-1',
  date: '2024-03-01',
  description: 'Rent',
  amount: -1500,
  type: 'outflow',
  category: 'Rent',
  ...over,
});

describe('plainImportedRun', () => {
  it('reads from the lists the fields of the rows made, renamed ids included', () => {
    const imported = csvRows();
    const run = plainImportedRun(imported, 0, imported.ids.length, 'checking');
    const rows = imported.ids.map((_, at) => imported.rowAt(at));
    const plain = plainTransactionCheck();
    expect(rows.every((t) => plain(t))).toBe(true);
    expect(run).toEqual({
      count: rows.length,
      id: rows.map((t) => t.id),
      description: rows.map((t) => t.description),
      date: rows.map((t) => t.date),
      category: rows.map((t) => t.category),
      categorySource: rows.map((t) => t.categorySource),
      outflow: Uint8Array.from(rows, (t) => (t.type === 'outflow' ? 1 : 0)),
      amount: Float64Array.from(rows, (t) => t.amount),
      balance: Float64Array.from(rows, (t) => t.balance ?? NaN),
    });
    expect(run?.id).toContain('imported-march-row-3-2');
    // A part of the rows reads as that part.
    expect(plainImportedRun(imported, 1, 3, 'checking')?.id).toEqual(run?.id.slice(1, 3));
  });

  it('gives no run when a row would not pass the plain check as made, or is not as packed', () => {
    const plain = plainTransactionCheck();
    const cases: [string, Transaction[], string][] = [
      ['an amount out of range', [row({ amount: Number.NaN })], 'checking'],
      ['a balance out of range', [row({ balance: Number.POSITIVE_INFINITY })], 'checking'],
      ['a date that is not one', [row({ date: '2024-02-30x' })], 'checking'],
      ['a category too long', [row({ category: 'C'.repeat(500) })], 'checking'],
      ['an empty id', [row({ id: '' })], 'checking'],
      ['an account that is not an id', [row({})], ''],
      ['a description with a control character', [row({ description: 'Rent\u0007' })], 'checking'],
      ['a row with a field beside the columns', [row({ note: 'March' })], 'checking'],
    ];
    for (const [name, rows, account] of cases) {
      const imported = importedRows([packTransactions(rows)], account);
      expect({ name, run: plainImportedRun(imported, 0, rows.length, account) }).toEqual({
        name,
        run: undefined,
      });
      const made = imported.rowAt(0);
      // Either the row is not plain, or it is not its list's fields as they were packed.
      expect({ name, both: plain(made) && imported.isPacked(0) }).toEqual({ name, both: false });
    }
  });
});
