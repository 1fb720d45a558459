import { importCsvPacked, importedRows, plainImportedRun } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { runColumns } from './runColumns';
import { toColumns } from './transactionColumns';

const CSV = [
  'Date,Description,Amount,Balance,Category',
  '2024-03-05,Client payment Acme,1200.00,5200.00,',
  '2024-03-01,Rent March,-1500.00,4000.00,Rent',
  '2024-03-05,Coffee beans,-12.40,,',
  '2024-03-01,Rent March,-1500.00,,Rent',
].join('\n');

describe('runColumns', () => {
  it('lays out rows read from the lists as toColumns lays out the rows made of them', () => {
    const read = importCsvPacked(CSV, { fileName: 'a.csv', today: '2024-03-10', existing: [] });
    if (!read.ok) throw new Error(read.error.message);
    const imported = importedRows([read.value.transactions], 'checking');
    const count = imported.ids.length;
    const run = plainImportedRun(imported, 0, count, 'checking');
    if (!run) throw new Error('the rows are plain');
    const rows = imported.ids.map((_, at) => imported.rowAt(at));
    expect(rows.some((t) => t.categorySource !== undefined)).toBe(true);
    expect(runColumns(run, 'checking')).toStrictEqual(toColumns(rows));
  });
});
