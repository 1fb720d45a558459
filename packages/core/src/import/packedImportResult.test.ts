import { describe, expect, it } from 'vitest';
import { importCsvPacked } from './importCsv.js';
import { packedResultBuffers, unpackImportResult } from './packedImportResult.js';

const options = {
  fileName: 'october.csv',
  today: '2024-11-01' as const,
  existing: [{ id: 'stored-1', date: '2024-10-02', amount: -500, description: 'Rent' }],
};

const csv = [
  'Date,Description,Amount,Balance,Category',
  '2024-10-01,Client payment,1000.00,1000.00,',
  '',
  '2024-10-02,Rent,-500.00,500.00,Rent',
  '2024-10-03,Coffee,-4.50,,',
].join('\n');

describe('a CSV import read into columns', () => {
  it('names each row by its number in the file, not by an id string per row', () => {
    const result = importCsvPacked(csv, options);
    if (!result.ok) throw new Error(result.error.message);
    const { transactions, duplicates } = result.value;
    expect(transactions.ids).toBe('imported-october-row-');
    expect([...transactions.idRows!]).toEqual([2, 5]);
    expect(transactions.idLengths).toHaveLength(0);
    expect(duplicates.rows).toEqual([4]);
    expect([...duplicates.transactions.idRows!]).toEqual([4]);
  });

  it('unpacks, after a transfer, to the rows, categories and duplicates the file holds', () => {
    const packed = importCsvPacked(csv, options);
    const moved = structuredClone(packed, { transfer: packedResultBuffers(packed) });
    const result = unpackImportResult(moved);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.transactions).toEqual([
      {
        id: 'imported-october-row-2',
        date: '2024-10-01',
        description: 'Client payment',
        amount: 1000,
        type: 'inflow',
        category: 'Sales',
        categorySource: 'heuristic',
        balance: 1000,
      },
      {
        id: 'imported-october-row-5',
        date: '2024-10-03',
        description: 'Coffee',
        amount: -4.5,
        type: 'outflow',
        category: 'Other',
        categorySource: 'heuristic',
      },
    ]);
    expect(result.value.duplicates).toEqual([
      {
        row: 4,
        existingId: 'stored-1',
        transaction: expect.objectContaining({
          id: 'imported-october-row-4',
          amount: -500,
          category: 'Rent',
          categorySource: 'import',
        }) as object,
      },
    ]);
  });
});
