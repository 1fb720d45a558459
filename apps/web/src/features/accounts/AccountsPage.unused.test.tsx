import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { defaultAccount } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { AccountsPage } from './AccountsPage';

const chase: Account = { ...defaultAccount('2024-01-01'), id: 'chase', name: 'Chase Checking' };

function tx(id: string, date: string, amount: number, description: string): Transaction {
  return {
    id,
    date,
    description,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Sales',
    accountId: 'chase',
  };
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => closeDatabase());

describe('the accounts page after the first import went to a newly named account', () => {
  it('does not list the empty Main account, nor suggest processor payouts as untracked transfers', async () => {
    await writeStoredData({
      transactions: [
        tx('stripe', '2024-03-12', 8_400, 'STRIPE TRANSFER ST-4F2K9'),
        tx('paypal', '2024-03-11', 1_250.5, 'PAYPAL TRANSFER 55120'),
        tx('savings', '2024-03-08', -5_000, 'ONLINE TRANSFER TO SAVINGS 4411'),
      ],
      importBatches: [],
      accounts: [defaultAccount('2024-01-01'), chase],
    });
    renderWithApp(
      <TransactionProvider>
        <AccountsPage />
      </TransactionProvider>,
      fixedAsOf({ date: '2024-03-31' }),
    );
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(await within(table).findByRole('row', { name: /Chase Checking/ })).toBeVisible();
    expect(within(table).queryByRole('row', { name: /Main account/ })).not.toBeInTheDocument();

    const marks = screen.getAllByRole('button', {
      name: 'Mark as transfer to an untracked account',
    });
    expect(marks.map((b) => b.closest('li')?.textContent)).toEqual([
      expect.stringContaining('ONLINE TRANSFER TO SAVINGS 4411'),
    ]);
  });
});
