import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from './ledgerTransaction.js';
import {
  forEachColumnsRow,
  rowsOfColumns,
  transactionColumnsOf,
  transactionColumnsPageSchema,
  transactionColumnsQuerySchema,
  MAX_COLUMNS_PAGE_SIZE,
} from './transactionColumnsPage.js';

const rows: LedgerTransaction[] = [
  {
    id: 'b',
    date: '2026-03-02',
    description: 'Coffee',
    amount: -4.5,
    type: 'outflow',
    category: 'Meals',
    version: 3,
    balance: 120.25,
    note: 'with a client',
    categorySource: 'manual',
    accountId: 'acc-1',
    importId: 'imp-1',
  },
  {
    id: 'a',
    date: '2026-03-02',
    description: 'Sale',
    amount: 0,
    type: 'inflow',
    category: 'Sales',
    version: 1,
  },
  {
    id: 'c',
    date: '2026-02-27',
    description: 'Coffee',
    amount: -3,
    type: 'outflow',
    category: 'Meals',
    version: 2,
    merchant: 'Bean Co',
    transferId: 't-1',
    bankId: 'ofx:1',
    subcategory: 'Coffee',
    paymentRef: 'r-9',
    importId: 'imp-1',
  },
];

describe('the ledger as columns', () => {
  it('answers the same rows it was made of, fields a row lacks left out', () => {
    const page = transactionColumnsPageSchema.parse(
      JSON.parse(JSON.stringify(transactionColumnsOf(rows, 'next'))),
    );
    expect(rowsOfColumns(page)).toEqual(rows);
    expect(page.nextCursor).toBe('next');
    expect(Object.keys(rowsOfColumns(page)[1] as object).sort()).toEqual(
      ['amount', 'category', 'date', 'description', 'id', 'type', 'version'].sort(),
    );
  });

  it('sends repeated dates and categories once, and no column no row has', () => {
    const page = transactionColumnsOf(rows);
    expect(page.date.values).toEqual(['2026-03-02', '2026-02-27']);
    expect(page.category).toEqual({ values: ['Meals', 'Sales'], index: [0, 1, 0] });
    expect(page.importId).toEqual({ values: ['imp-1'], index: [0, -1, 0] });
    expect(page.balance).toEqual([120.25, null, null]);
    expect(transactionColumnsOf([rows[1] as LedgerTransaction]).balance).toBeUndefined();
    expect('note' in transactionColumnsOf([rows[1] as LedgerTransaction])).toBe(false);
  });

  it('hands each row its version and import beside it, not in it', () => {
    const seen: [string, number, string | undefined][] = [];
    forEachColumnsRow(transactionColumnsOf(rows), (row, version, importId) => {
      expect('version' in row || 'importId' in row).toBe(false);
      seen.push([row.id, version, importId]);
    });
    expect(seen).toEqual([
      ['b', 3, 'imp-1'],
      ['a', 1, undefined],
      ['c', 2, 'imp-1'],
    ]);
  });

  it('refuses columns of different lengths, a missing date and values a row may not hold', () => {
    const good = transactionColumnsOf(rows);
    const parse = (change: (page: Record<string, unknown>) => void) => {
      const page = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
      change(page);
      return transactionColumnsPageSchema.safeParse(page).success;
    };
    expect(parse(() => undefined)).toBe(true);
    expect(parse((page) => (page.id = ['b', 'a']))).toBe(false);
    expect(parse((page) => (page.date = { values: ['2026-03-02'], index: [0, -1, 0] }))).toBe(
      false,
    );
    expect(parse((page) => (page.date = { values: ['2026-3-2'], index: [0, 0, 0] }))).toBe(false);
    expect(parse((page) => (page.amount = [1, 2, Infinity]))).toBe(false);
    expect(parse((page) => (page.note = { values: ['x'], index: [0, 1, -1] }))).toBe(false);
    expect(parse((page) => (page.categorySource = { values: ['guess'], index: [0, -1, -1] }))).toBe(
      false,
    );
    expect(parse((page) => (page.description = ['a\u0000', 'b', 'c']))).toBe(false);
    expect(parse((page) => (page.description = ['a\tb\n', 'b', 'x'.repeat(1000)]))).toBe(true);
    expect(parse((page) => (page.description = ['a', 'b', 'x'.repeat(1001)]))).toBe(false);
    expect(parse((page) => (page.id = ['b', '', 'c']))).toBe(false);
    expect(parse((page) => (page.version = [1, 0, 2]))).toBe(false);
    expect(parse((page) => (page.balance = [1, null, '2']))).toBe(false);
    expect(parse((page) => (page.category = { values: ['Meals'], index: [0, 0.5, 0] }))).toBe(
      false,
    );
  });

  it('reads page queries with a bounded page size', () => {
    expect(transactionColumnsQuerySchema.parse({}).limit).toBe(MAX_COLUMNS_PAGE_SIZE);
    expect(transactionColumnsQuerySchema.parse({ limit: '10', cursor: 'x' })).toEqual({
      limit: 10,
      cursor: 'x',
    });
    expect(
      transactionColumnsQuerySchema.safeParse({ limit: String(MAX_COLUMNS_PAGE_SIZE + 1) }).success,
    ).toBe(false);
  });
});
