import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import { defaultAccount } from './account.js';
import type { Account } from './account.js';
import { accountsInUse, accountsToOffer, isUnusedAccount, transactionCounts } from './usage.js';

const main = defaultAccount('2026-01-01');
const account = (id: string, name: string, extra: Partial<Account> = {}): Account => ({
  ...defaultAccount('2026-01-01'),
  id,
  name,
  ...extra,
});
const chase = account('chase', 'Chase Checking');
const savings = account('savings', 'Reserve', { kind: 'savings' });

const row = (id: string, accountId?: string): Transaction => ({
  id,
  date: '2026-03-02',
  description: id,
  amount: -10,
  type: 'outflow',
  category: 'Other',
  ...(accountId ? { accountId } : {}),
});

describe('account usage', () => {
  it('counts a transaction without an account as the default account’s', () => {
    expect(transactionCounts([row('a'), row('b', 'chase'), row('c', 'main')])).toEqual(
      new Map([
        ['main', 2],
        ['chase', 1],
      ]),
    );
  });

  it('calls an account unused only with no transaction, no opening balance and no threshold', () => {
    const none = new Map<string, number>();
    expect(isUnusedAccount(main, none)).toBe(true);
    expect(isUnusedAccount(main, new Map([['main', 1]]))).toBe(false);
    expect(isUnusedAccount({ ...main, openingBalance: 500 }, none)).toBe(false);
    expect(isUnusedAccount({ ...main, lowCashThreshold: 0 }, none)).toBe(false);
    // The accounts with rows as a set answer as their counts do.
    expect(isUnusedAccount(main, new Set(['main']))).toBe(false);
    expect(isUnusedAccount(main, new Set(['chase']))).toBe(true);
  });

  it('leaves the empty Main account out of cash by account and filters after the first import went elsewhere', () => {
    const ledger = [row('rent', 'chase'), row('pay', 'chase')];
    expect(accountsInUse([main, chase, savings], ledger).map((a) => a.id)).toEqual(['chase']);
    expect(
      accountsInUse([main, chase, { ...savings, openingBalance: 20_000 }], ledger).map((a) => a.id),
    ).toEqual(['chase', 'savings']);
  });

  it('offers every account the user made, but not the unused default one once another exists', () => {
    const ledger = [row('rent', 'chase')];
    expect(
      accountsToOffer([main, chase, savings], transactionCounts(ledger)).map((a) => a.id),
    ).toEqual(['chase', 'savings']);
    // Alone, the default account is where the first import goes.
    expect(accountsToOffer([main], new Set()).map((a) => a.id)).toEqual(['main']);
    // Used, it stays.
    expect(
      accountsToOffer([main, chase], transactionCounts([row('old')])).map((a) => a.id),
    ).toEqual(['main', 'chase']);
  });
});
