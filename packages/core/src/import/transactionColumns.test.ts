import { describe, expect, it } from 'vitest';
import { unpackTransactions } from './packedTransactions.js';
import { TransactionColumns } from './transactionColumns.js';

function filled(rows: number, capacity?: number): TransactionColumns {
  const columns = new TransactionColumns('imported-bank-csv-row-', capacity);
  for (let i = 0; i < rows; i++) {
    const amount = i % 3 === 0 ? 12.5 : -(i + 0.25);
    columns.push(
      i + 2,
      `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      `Payee ${i}`,
      amount,
      i % 2 === 0 ? 100 + i : undefined,
    );
    columns.setCategory(i, amount > 0 ? 'Sales' : 'Supplies', i % 4 === 0 ? 'import' : 'heuristic');
  }
  return columns;
}

describe('TransactionColumns', () => {
  it('packs every row as it was read, in arrays no longer than the rows', () => {
    const columns = filled(5, 8);
    const packed = columns.pack(null);
    expect(packed.count).toBe(5);
    expect(packed.amount.length).toBe(5);
    expect(packed.idRows?.length).toBe(5);
    expect(unpackTransactions(packed)[3]).toEqual({
      id: 'imported-bank-csv-row-5',
      date: '2024-01-04',
      description: 'Payee 3',
      amount: 12.5,
      type: 'inflow',
      category: 'Sales',
      categorySource: 'heuristic',
    });
    expect(unpackTransactions(packed)[4]).toMatchObject({ balance: 104, categorySource: 'import' });
  });

  it('makes more room when a file holds more rows than it was given room for', () => {
    const packed = filled(3000, 4).pack(null);
    expect(packed.count).toBe(3000);
    const rows = unpackTransactions(packed);
    expect(rows[2999]).toMatchObject({
      id: 'imported-bank-csv-row-3001',
      description: 'Payee 2999',
      amount: -2999.25,
      type: 'outflow',
    });
    expect(rows.map((t) => t.description)).toEqual(
      Array.from({ length: 3000 }, (_, i) => `Payee ${i}`),
    );
  });

  it('packs the rows picked, in the order given, and copies a mostly empty column', () => {
    const columns = filled(10, 1000);
    const picked = columns.pack([7, 2]);
    expect(unpackTransactions(picked).map((t) => [t.id, t.description, t.amount])).toEqual([
      ['imported-bank-csv-row-9', 'Payee 7', -7.25],
      ['imported-bank-csv-row-4', 'Payee 2', -2.25],
    ]);
    const all = columns.pack(null);
    expect(all.amount.buffer.byteLength).toBe(10 * 8);
  });

  it('turns a row to money out, leaving a zero amount as it is', () => {
    const columns = new TransactionColumns('p-');
    columns.push(1, '2024-01-01', 'Fee', 3, undefined);
    columns.push(2, '2024-01-01', 'Nothing', 0, undefined);
    columns.negate(0);
    columns.negate(1);
    expect([columns.amount(0), columns.type(0), columns.amount(1), columns.type(1)]).toEqual([
      -3,
      'outflow',
      0,
      'inflow',
    ]);
  });
});
