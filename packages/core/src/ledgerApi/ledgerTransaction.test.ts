import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE_SIZE,
  transactionBatchSchema,
  transactionEditSchema,
  transactionPageQuerySchema,
  transactionsByIdSchema,
  MAX_IDS_PER_READ,
} from './ledgerTransaction.js';

describe('the ledger API contract', () => {
  it('lets an edit remove an optional field with null, never a required one', () => {
    expect(
      transactionEditSchema.parse({ baseVersion: 2, changes: { transferId: null, note: 'x' } }),
    ).toEqual({ baseVersion: 2, changes: { transferId: null, note: 'x' } });
    expect(
      transactionEditSchema.safeParse({ baseVersion: 2, changes: { category: null } }).success,
    ).toBe(false);
    expect(transactionEditSchema.safeParse({ baseVersion: 2, changes: {} }).success).toBe(false);
  });

  it('reads page queries from a query string, with a bounded page size', () => {
    expect(transactionPageQuerySchema.parse({ limit: '50', type: 'outflow' })).toMatchObject({
      limit: 50,
      type: 'outflow',
    });
    expect(transactionPageQuerySchema.parse({}).limit).toBe(200);
    expect(transactionPageQuerySchema.safeParse({ limit: String(MAX_PAGE_SIZE + 1) }).success).toBe(
      false,
    );
    expect(transactionPageQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(transactionPageQuerySchema.parse({ importId: 'imp-1' }).importId).toBe('imp-1');
    expect(transactionPageQuerySchema.safeParse({ importId: '' }).success).toBe(false);
  });

  it('reads rows by at least one and at most MAX_IDS_PER_READ valid ids', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    expect(transactionsByIdSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(transactionsByIdSchema.safeParse({ ids: ids(MAX_IDS_PER_READ) }).success).toBe(true);
    expect(transactionsByIdSchema.safeParse({ ids: ids(MAX_IDS_PER_READ + 1) }).success).toBe(
      false,
    );
    expect(transactionsByIdSchema.safeParse({ ids: ['a\u0000'] }).success).toBe(false);
  });

  it('refuses an empty batch and fills the missing parts of one', () => {
    expect(transactionBatchSchema.safeParse({}).success).toBe(false);
    expect(transactionBatchSchema.parse({ delete: ['a'] })).toEqual({
      create: [],
      edit: [],
      delete: ['a'],
    });
  });
});
