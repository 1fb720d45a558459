import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../transaction.js';
import { accountIdOf, accountSchema, DEFAULT_ACCOUNT_ID, defaultAccount } from './account.js';

describe('accounts', () => {
  it('accepts an account shaped like the bank_account table and refuses a nameless one', () => {
    const card = {
      id: 'card',
      name: 'Amex 1004',
      kind: 'credit card',
      currency: 'USD',
      openingBalance: -250,
      openingDate: '2024-01-01',
      lowCashThreshold: 1000,
      archived: false,
    };
    expect(accountSchema.safeParse(card).success).toBe(true);
    expect(accountSchema.safeParse({ ...card, name: '  ' }).success).toBe(false);
    expect(accountSchema.safeParse({ ...card, kind: 'brokerage' }).success).toBe(false);
    expect(accountSchema.safeParse({ ...card, currency: 'usd' }).success).toBe(false);
  });

  it('puts a transaction stored before accounts existed in the default account', () => {
    const old = {
      id: 'a',
      date: '2024-01-02',
      description: 'x',
      amount: 1,
      type: 'inflow',
      category: 'Sales',
    };
    const parsed = transactionSchema.parse(old);
    expect(accountIdOf(parsed)).toBe(DEFAULT_ACCOUNT_ID);
    expect(accountIdOf({ accountId: 'card' })).toBe('card');
    expect(defaultAccount('2024-01-01')).toMatchObject({ name: 'Main account', openingBalance: 0 });
  });
});
