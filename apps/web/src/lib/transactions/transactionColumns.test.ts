import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { appendColumns, fromColumns, toColumns } from './transactionColumns';

const rent: Transaction = {
  id: 'imported-bank-row-1',
  date: '2024-02-29',
  description: 'Office rent',
  amount: -2500,
  type: 'outflow',
  category: 'Rent',
  balance: 7500,
};
const sale: Transaction = {
  id: 'manual-2',
  date: '2024-02-29',
  description: '',
  amount: 0,
  type: 'inflow',
  category: 'Sales',
};
const pulled: Transaction = {
  id: 'imported-qbo-3',
  date: '2024-03-01',
  description: 'Sysco delivery',
  amount: -642.75,
  type: 'outflow',
  category: 'Food Supplies',
  balance: 0,
  subcategory: 'Produce',
  merchant: 'Sysco',
  paymentRef: 'CHK-1042',
};
const transferOut: Transaction = {
  id: 'imported-qbo-transfer-170-from',
  date: '2024-03-02',
  description: 'Tax reserve',
  amount: -2000,
  type: 'outflow',
  category: 'Transfers',
  subcategory: 'Checking',
  transferId: 'qbo-transfer-170',
};

/** Stores `value` as row `row`'s text in a stored column, whichever layout it has. */
function setText(chunk: Record<string, unknown>, field: string, row: number, value: unknown) {
  const column = chunk[field] as unknown[] | { values: unknown[]; index: Uint32Array };
  if (Array.isArray(column)) column[row] = value;
  else {
    column.index[row] = column.values.length;
    column.values.push(value);
  }
}

/** What IndexedDB hands back: a structured clone of what was put. */
function stored(list: Transaction[]): Record<string, unknown> {
  return structuredClone(toColumns(list)) as unknown as Record<string, unknown>;
}

/** A value each optional field takes, in the order a chunk's columns list them. */
const OPTIONAL: Partial<Transaction> = {
  balance: -12.5,
  subcategory: 'Produce',
  merchant: 'Sysco',
  paymentRef: 'CHK-1042',
  transferId: 'qbo-transfer-170',
  categorySource: 'rule',
  note: 'Lease to 2026',
  bankId: 'bank-entry-9',
  accountId: 'savings',
};

/** One row for each set of optional fields (2^9), its keys in the columns' order. */
function everyShape(): Transaction[] {
  const names = Object.keys(OPTIONAL) as (keyof Transaction)[];
  return Array.from({ length: 2 ** names.length }, (_, shape) => {
    const row: Record<string, unknown> = { ...rent, id: `row-${shape}` };
    delete row.balance;
    names.forEach((name, bit) => {
      if (shape & (1 << bit)) row[name] = OPTIONAL[name];
    });
    return row as Transaction;
  });
}

describe('transaction columns', () => {
  it('read every set of optional fields back as stored: no key more, none undefined, the same order', () => {
    const list = everyShape();
    const { records, rejected, positions } = fromColumns(stored(list));
    expect(rejected).toBe(0);
    expect(records).toStrictEqual(list);
    expect(positions).toStrictEqual(list.map((_, i) => i));
    records.forEach((record, i) => {
      expect(Object.keys(record)).toStrictEqual(Object.keys(list[i] as Transaction));
      expect(Object.values(record)).not.toContain(undefined);
    });
  });

  it('append a chunk to a list read so far, counting the rows it leaves out', () => {
    const list = everyShape();
    const chunk = stored(list);
    setText(chunk, 'accountId', 3, '');
    (chunk.amount as Float64Array)[5] = Number.NaN;
    const into = [sale];
    expect(appendColumns(chunk, into)).toBe(2);
    const kept = list.filter((_, i) => i !== 3 && i !== 5);
    expect(into).toStrictEqual([sale, ...kept]);
    into.slice(1).forEach((record, i) => {
      expect(Object.keys(record)).toStrictEqual(Object.keys(kept[i] as Transaction));
    });
    expect(appendColumns(null, into)).toBe(0);
    expect(appendColumns({ count: 4 }, into)).toBe(4);
    expect(into).toHaveLength(kept.length + 1);
  });

  it('give back the same transactions in the same order, optional fields included', () => {
    const list = [rent, sale, pulled, transferOut];
    const { records, rejected } = fromColumns(stored(list));
    expect(rejected).toBe(0);
    expect(records).toStrictEqual(list);
  });

  it("keep who set the category and the note, and reject a source the schema doesn't know", () => {
    const ruled: Transaction = { ...rent, categorySource: 'rule', note: 'Lease to 2026' };
    const chunk = stored([ruled, { ...ruled, id: 'imported-bank-row-2' }]);
    expect(fromColumns(structuredClone(chunk)).records).toStrictEqual([
      ruled,
      { ...ruled, id: 'imported-bank-row-2' },
    ]);
    setText(chunk, 'categorySource', 1, 'guess');
    const { records, rejected } = fromColumns(chunk);
    expect(records).toStrictEqual([ruled]);
    expect(rejected).toBe(1);
  });

  it('reject a transaction whose transfer marker is empty', () => {
    const chunk = stored([transferOut, { ...transferOut, id: 'imported-qbo-transfer-170-to' }]);
    setText(chunk, 'transferId', 1, '');
    const { records, rejected } = fromColumns(chunk);
    expect(records).toStrictEqual([transferOut]);
    expect(rejected).toBe(1);
  });

  it("keep a statement entry's bank id and reject an empty one", () => {
    const entry: Transaction = { ...rent, id: 'imported-march-row-1', bankId: 'camt:DE89:REF1' };
    const chunk = stored([entry, { ...entry, id: 'imported-march-row-2' }]);
    setText(chunk, 'bankId', 1, '');
    const { records, rejected } = fromColumns(chunk);
    expect(records).toStrictEqual([entry]);
    expect(rejected).toBe(1);
  });

  it('store a repeating description and account once, and read chunks that kept them as lists', () => {
    const list = [1, 2, 3, 4].map((n) => ({ ...rent, id: `row-${n}`, accountId: 'acct-checking' }));
    const columns = toColumns(list);
    expect(columns.accountId).toEqual({ values: ['acct-checking'], index: expect.anything() });
    expect(columns.description).toEqual({ values: ['Office rent'], index: expect.anything() });
    expect(fromColumns(structuredClone(columns)).records).toStrictEqual(list);

    const older = {
      ...structuredClone(columns),
      description: list.map((t) => t.description),
      accountId: list.map((t) => t.accountId),
    };
    expect(fromColumns(older).records).toStrictEqual(list);
  });

  it('store each distinct date and category once', () => {
    const columns = toColumns([rent, sale, { ...rent, id: 'imported-bank-row-9' }]);
    expect(columns.date.values).toEqual(['2024-02-29']);
    expect(columns.category.values).toEqual(['Rent', 'Sales']);
    expect(Array.from(columns.category.index)).toEqual([0, 1, 0]);
  });

  it('leave out and count every transaction that breaks a rule of the schema', () => {
    const chunk = stored([rent, sale, pulled, { ...sale, id: 'manual-4' }]);
    const id = chunk.id as string[];
    id[1] = '';
    (chunk.amount as Float64Array)[2] = Infinity;
    (chunk.type as Uint8Array)[3] = 7;
    const { records, rejected, positions } = fromColumns(chunk);
    expect(records.map((t) => t.id)).toEqual([rent.id]);
    expect(rejected).toBe(3);
    expect(positions).toEqual([0]);
  });

  it('reject the transactions of an impossible date, a non-text category or a bad extra field', () => {
    const chunk = stored([rent, sale, pulled]);
    (chunk.date as { values: unknown[] }).values[0] = '2023-02-29';
    setText(chunk, 'merchant', 2, 42);
    const { records, rejected } = fromColumns(chunk);
    expect(records).toEqual([]);
    expect(rejected).toBe(3);

    const other = stored([rent, pulled]);
    (other.category as { values: unknown[] }).values[1] = null;
    expect(fromColumns(other)).toEqual({ records: [rent], rejected: 1, positions: [0] });

    // Each record read says where it was in the chunk.
    const gap = stored([rent, sale, pulled]);
    (gap.amount as Float64Array)[1] = NaN;
    expect(fromColumns(gap).positions).toEqual([0, 2]);
  });

  it('reject the whole stated count of a chunk that is not laid out as columns', () => {
    const chunk = stored([rent, sale]);
    chunk.amount = [-2500, 0];
    expect(fromColumns(chunk)).toEqual({ records: [], rejected: 2, positions: [] });
    expect(fromColumns({ ...stored([rent]), count: 5 })).toEqual({
      records: [],
      rejected: 5,
      positions: [],
    });
    expect(fromColumns('garbage')).toEqual({ records: [], rejected: 0, positions: [] });
  });
});
