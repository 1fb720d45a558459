import { parseRate, rateTable } from '@cashline/core';
import type { Rate, Transaction } from '@cashline/core';
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

  it('adds the currency and the amount converted at its date rate for a ledger of several', () => {
    const account = {
      kind: 'checking' as const,
      openingBalance: 0,
      openingDate: '2024-01-01',
      archived: false,
    };
    const accounts = [
      { ...account, id: 'stripe', name: 'Stripe balance', currency: 'EUR' },
      { ...account, id: 'main', name: 'Main account', currency: 'GBP' },
    ];
    const rates = rateTable('EUR', [
      { date: '2024-03-01', currency: 'GBP', rate: parseRate('0.855') as Rate },
    ]);
    const names = new Map(accounts.map((a) => [a.id, a.name]));
    // 120.50 x 0.855 = 103.0275: 103.03, at Friday's rate on Saturday.
    expect(
      toExportRows([sale], names, { accounts, reporting: { currency: 'GBP', rates } }),
    ).toEqual([
      {
        Date: '2024-03-02',
        Description: 'Square sale',
        Amount: 120.5,
        Category: 'Sales',
        Balance: '',
        Account: 'Stripe balance',
        Currency: 'EUR',
        'Converted amount': 103.03,
        'Converted to': 'GBP',
      },
    ]);
  });
});
