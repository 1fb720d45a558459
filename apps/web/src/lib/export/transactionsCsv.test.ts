import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { toExportRows } from './transactionsCsv';

const sale: Transaction = {
  id: 's',
  date: '2024-03-02',
  description: 'Square sale',
  amount: 120.5,
  type: 'inflow',
  category: 'Sales',
  accountId: 'stripe',
};

describe('toExportRows', () => {
  it('adds the account name last for a ledger of several accounts, and nothing for one', () => {
    const names = new Map([
      ['main', 'Main account'],
      ['stripe', 'Stripe balance'],
    ]);
    expect(toExportRows([sale, { ...sale, accountId: undefined }], names)).toEqual([
      {
        Date: '2024-03-02',
        Description: 'Square sale',
        Amount: 120.5,
        Category: 'Sales',
        Balance: '',
        Account: 'Stripe balance',
      },
      {
        Date: '2024-03-02',
        Description: 'Square sale',
        Amount: 120.5,
        Category: 'Sales',
        Balance: '',
        Account: 'Main account',
      },
    ]);
    expect(toExportRows([sale], new Map([['stripe', 'Stripe balance']]))[0]).not.toHaveProperty(
      'Account',
    );
  });
});
