import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../transaction.js';
import { keepableTransaction } from './keepableTransaction.js';

const row = {
  id: 'imported-1',
  date: '2024-01-15',
  description: 'ACH\u000bPAYMENT\u0000 ACME',
  amount: -12.5,
  type: 'outflow' as const,
  category: 'Other',
};

describe('keepableTransaction', () => {
  it('turns control characters into spaces and cuts overlong cells, so the row passes the ledger’s limits', () => {
    expect(transactionSchema.safeParse(row).success).toBe(false);
    const kept = keepableTransaction({
      ...row,
      merchant: 'm'.repeat(500),
      note: 'line one\nline two',
    });
    expect(kept.description).toBe('ACH PAYMENT  ACME');
    expect(kept.merchant).toHaveLength(200);
    expect(kept.note).toBe('line one\nline two');
    expect(transactionSchema.safeParse(kept).success).toBe(true);
    expect(keepableTransaction({ ...row, description: 'x'.repeat(5000) }).description).toHaveLength(
      1000,
    );
  });

  it('gives back a row already within the limits as it is, not a copy', () => {
    const clean = { ...row, description: 'ACH PAYMENT ACME', merchant: 'Acme', note: 'ok\tfine' };
    expect(keepableTransaction(clean)).toBe(clean);
    const dirty = { ...clean, note: 'bad\u0000' };
    expect(keepableTransaction(dirty)).not.toBe(dirty);
    expect(keepableTransaction(dirty)).toEqual({ ...clean, note: 'bad ' });
  });
});
