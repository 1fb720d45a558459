import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { AccountsPage } from './AccountsPage';

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await writeStoredData({
    transactions: [
      {
        id: 'a',
        date: '2024-03-02',
        description: 'Client payment',
        amount: 1000,
        type: 'inflow',
        category: 'Sales',
      },
    ],
    importBatches: [],
  });
  closeDatabase();
});
afterEach(() => closeDatabase());

describe('the accounts page by role', () => {
  it('shows a viewer the accounts and balances, with no add, edit, archive or minimum', async () => {
    renderAsMember(<AccountsPage />, 'viewer', '/accounts');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(await within(table).findByRole('row', { name: /Main account/ })).toBeInTheDocument();
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save minimum' })).not.toBeInTheDocument();
  });

  it('offers an editor every action', async () => {
    renderAsMember(<AccountsPage />, 'editor', '/accounts');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(
      await within(table).findByRole('button', { name: 'Edit Main account' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Archive Main account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save minimum' })).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });
});
