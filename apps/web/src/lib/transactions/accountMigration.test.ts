import { describe, expect, it } from 'vitest';
import type { Transaction } from '@cashline/core';
import { withAccounts } from './accountMigration';

const row = (id: string, date: string, accountId?: string): Transaction => ({
  id,
  date,
  description: 'Payment',
  amount: -10,
  type: 'outflow',
  category: 'Other',
  ...(accountId === undefined ? {} : { accountId }),
});

describe('withAccounts', () => {
  it('keeps a list whose rows all have their account, and adds the main account they name', () => {
    const list = [row('a', '2024-02-01', 'main'), row('b', '2024-01-15', 'main')];
    const { transactions, accounts } = withAccounts(list, [], '2024-03-01');
    expect(transactions).toBe(list);
    expect(accounts.map((a) => [a.id, a.openingDate])).toEqual([['main', '2024-01-15']]);
  });

  it('puts rows stored before accounts existed in the main account, the others kept as they are', () => {
    const placed = row('a', '2024-02-01', 'card');
    const card = { ...withAccounts([], [], '2024-03-01').accounts[0]!, id: 'card', name: 'Card' };
    const { transactions, accounts } = withAccounts(
      [placed, row('b', '2023-12-31')],
      [card],
      '2024-03-01',
    );
    expect(transactions[0]).toBe(placed);
    expect(transactions[1]).toMatchObject({ id: 'b', accountId: 'main' });
    expect(accounts.map((a) => [a.id, a.openingDate])).toEqual([
      ['main', '2023-12-31'],
      ['card', card.openingDate],
    ]);
  });
});
