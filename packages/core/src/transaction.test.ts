import { describe, expect, it } from 'vitest';
import { transactionSchema, typeOfAmount } from './transaction.js';

const valid = {
  id: 'manual-1',
  date: '2024-03-31',
  description: 'Rent',
  amount: -1500,
  type: 'outflow',
  category: 'Rent',
};

describe('transactionSchema', () => {
  it('accepts a transaction with the optional accounting fields', () => {
    const parsed = transactionSchema.parse({ ...valid, merchant: 'Landlord LLC', balance: 0 });
    expect(parsed.merchant).toBe('Landlord LLC');
  });

  it('keeps the transfer marker that links both sides of a transfer, and needs none', () => {
    const out = { ...valid, transferId: 'qbo-transfer-170' };
    expect(transactionSchema.parse(out).transferId).toBe('qbo-transfer-170');
    expect(transactionSchema.parse(valid)).not.toHaveProperty('transferId');
    expect(transactionSchema.safeParse({ ...valid, transferId: '' }).success).toBe(false);
  });

  it('keeps who set the category, and a note, when given', () => {
    const ruled = { ...valid, categorySource: 'rule', note: 'Checked' };
    expect(transactionSchema.parse(ruled)).toMatchObject({
      categorySource: 'rule',
      note: 'Checked',
    });
    expect(transactionSchema.safeParse({ ...valid, categorySource: 'guess' }).success).toBe(false);
  });

  it('rejects a date that is not a calendar date', () => {
    expect(transactionSchema.safeParse({ ...valid, date: '2024-02-30' }).success).toBe(false);
  });

  it('rejects an amount that is not a finite number', () => {
    expect(transactionSchema.safeParse({ ...valid, amount: Number.NaN }).success).toBe(false);
  });
});

describe('typeOfAmount', () => {
  it('reads the sign', () => {
    expect(typeOfAmount(-0.01)).toBe('outflow');
    expect(typeOfAmount(12)).toBe('inflow');
  });
});
