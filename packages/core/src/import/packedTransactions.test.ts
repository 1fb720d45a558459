import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import { importCsv } from './importCsv.js';
import {
  packTransactions,
  packedBuffers,
  packedDescriptions,
  unpackTransactions,
} from './packedTransactions.js';

const roundTrip = (list: Transaction[]) =>
  unpackTransactions(structuredClone(packTransactions(list)));

describe('packTransactions', () => {
  it('gives back an imported file’s transactions field for field, balances and all', () => {
    const result = importCsv(
      [
        'Date,Description,Amount,Balance',
        '2024-01-02,Square sale 1,500.00,1500.00',
        '2024-01-02,Sysco invoice 2,-120.55,',
        '2024-01-03,Gusto payroll,-879.45,500.00',
        '2024-01-03,Café Ünïcode ✓,0.00,500.00',
      ].join('\n'),
      { fileName: 'checking.csv', today: '2024-06-30' },
    );
    if (!result.ok) throw new Error(result.error.message);
    const { transactions } = result.value;
    expect(transactions[1]).not.toHaveProperty('balance');
    expect(roundTrip(transactions)).toStrictEqual(transactions);
  });

  it('keeps the fields only some rows have and leaves them off the others', () => {
    const list: Transaction[] = [
      {
        id: 'a',
        date: '2024-02-01',
        description: '',
        amount: -1.5,
        type: 'outflow',
        category: 'Fees',
      },
      {
        id: 'ofx-123-FIT9',
        date: '2024-02-02',
        description: 'Transfer to savings',
        amount: -250,
        type: 'outflow',
        category: 'Transfers',
        categorySource: 'rule',
        bankId: 'ofx-123-FIT9',
        merchant: 'Own bank',
        note: 'monthly',
        balance: -12.34,
      },
      {
        id: 'c',
        date: '2024-02-01',
        description: 'Refund',
        amount: 0,
        type: 'inflow',
        category: 'Fees',
      },
    ];
    const back = roundTrip(list);
    expect(back).toStrictEqual(list);
    expect(back[0]).not.toHaveProperty('categorySource');
    expect(back[2]).not.toHaveProperty('bankId');
  });

  it('holds each repeated date and category once, and nothing for an empty list', () => {
    const row = (i: number): Transaction => ({
      id: `r${i}`,
      date: i < 500 ? '2024-03-01' : '2024-03-02',
      description: `Row ${i}`,
      amount: i,
      type: 'inflow',
      category: 'Sales',
      categorySource: 'heuristic',
    });
    const packed = packTransactions(Array.from({ length: 1000 }, (_, i) => row(i)));
    expect(packed.dates).toEqual(['2024-03-01', '2024-03-02']);
    expect(packed.categories).toEqual(['Sales']);
    expect(packed.sparse).toEqual([]);
    expect(unpackTransactions(packTransactions([]))).toEqual([]);
  });

  it('names buffers that a transfer moves out of the sender', () => {
    const packed = packTransactions([
      {
        id: 'a',
        date: '2024-02-01',
        description: 'x',
        amount: 1,
        type: 'inflow',
        category: 'Sales',
      },
    ]);
    const buffers = packedBuffers(packed);
    const moved = structuredClone(packed, { transfer: buffers });
    expect(packed.amount.byteLength).toBe(0);
    expect(unpackTransactions(moved)[0]?.amount).toBe(1);
  });
});

describe('unpackTransactions of a range', () => {
  const list: Transaction[] = Array.from({ length: 40 }, (_, i) => ({
    id: `row-${i}`,
    date: `2024-04-${String(1 + (i % 28)).padStart(2, '0')}`,
    description: 'x'.repeat(i % 7),
    amount: i - 20,
    type: i < 20 ? 'outflow' : 'inflow',
    category: i % 2 === 0 ? 'Sales' : 'Fees',
    ...(i % 9 === 0 ? { merchant: `M${i}`, balance: i } : {}),
  }));
  const packed = packTransactions(list);

  it('makes only the rows asked for, equal to those of the whole list', () => {
    expect(unpackTransactions(packed, 13, 29)).toStrictEqual(list.slice(13, 29));
    expect(unpackTransactions(packed, 0, 5)).toStrictEqual(list.slice(0, 5));
    expect(unpackTransactions(packed, 38, 100)).toStrictEqual(list.slice(38));
    expect(unpackTransactions(packed, 50, 60)).toEqual([]);
  });

  it('reads each description in turn without the rows', () => {
    expect([...packedDescriptions(packed)]).toEqual(list.map((t) => t.description));
  });
});
