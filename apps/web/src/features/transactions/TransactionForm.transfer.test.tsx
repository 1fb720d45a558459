import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { analyze } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCategorisationDb } from '../../lib/categorisation/categorisationDb';
import { CategorisationProvider } from '../../lib/categorisation/CategorisationProvider';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { AddTransactionPage } from './AddTransactionPage';
import { EditTransactionPage } from './EditTransactionPage';

const account = (id: string, name: string): Account => ({
  id,
  name,
  kind: 'checking',
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2024-01-01',
  archived: false,
});
const accounts = [account('main', 'Checking'), account('savings', 'Savings')];

const sale: Transaction = {
  id: 'imported-march-row-2',
  date: '2024-03-01',
  description: 'CLIENT PAYMENT',
  amount: 5000,
  type: 'inflow',
  category: 'Sales',
  accountId: 'main',
};

const sweep: Transaction = {
  id: 'imported-march-row-3',
  date: '2024-03-04',
  description: 'ONLINE TRANSFER TO SAV',
  amount: -1200,
  type: 'outflow',
  category: 'Miscellaneous',
  accountId: 'main',
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/transactions', element: <h1>Transaction list</h1> },
      { path: '/transactions/add', element: <AddTransactionPage /> },
      { path: '/transactions/edit/:id', element: <EditTransactionPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <RouterProvider router={router} />
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
}

async function storedList(): Promise<Transaction[]> {
  return (await readStoredData()).transactions as Transaction[];
}

const totals = (list: Transaction[]) => analyze(list, { asOf: '2024-03-31', accounts });

beforeEach(async () => {
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await writeStoredData({ transactions: [sweep, sale], importBatches: [], accounts });
});

afterEach(() => {
  closeDatabase();
});

describe('a transfer between my accounts', () => {
  it('is added as a linked pair, one side in each account, neither money in nor out', async () => {
    const user = userEvent.setup();
    renderAt('/transactions/add');
    await screen.findByRole('option', { name: 'Transfer between my accounts' });
    await user.selectOptions(screen.getByLabelText('Type'), 'transfer');
    expect(screen.queryByLabelText('Category')).toBeNull();
    await user.type(screen.getByLabelText('Description'), 'Move to savings');
    await user.type(screen.getByLabelText('Amount'), '300');
    expect(screen.getByLabelText('From account')).toHaveValue('main');
    await user.selectOptions(screen.getByLabelText('To account'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await screen.findByRole('heading', { name: 'Transaction list' });

    const list = await storedList();
    const pair = list.filter((t) => t.description === 'Move to savings');
    expect(pair.map((t) => [t.accountId, t.amount]).sort()).toEqual([
      ['main', -300],
      ['savings', 300],
    ]);
    expect(pair[0]?.transferId).toBeDefined();
    expect(pair[0]?.transferId).toBe(pair[1]?.transferId);
    expect(totals(list).outflows.total).toBe(1200);
    expect(totals(list).inflows.total).toBe(5000);
  });

  it('asks for the other account before saving', async () => {
    const user = userEvent.setup();
    renderAt('/transactions/add');
    await screen.findByRole('option', { name: 'Transfer between my accounts' });
    await user.selectOptions(screen.getByLabelText('Type'), 'transfer');
    await user.type(screen.getByLabelText('Description'), 'Move');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose two different accounts for the transfer.',
    );
    expect(await storedList()).toHaveLength(2);
  });

  it('turns an edited outflow into a transfer, and back into an outflow', async () => {
    const user = userEvent.setup();
    renderAt(`/transactions/edit/${sweep.id}`);
    await screen.findByRole('option', { name: 'Transfer between my accounts' });
    await user.selectOptions(screen.getByLabelText('Type'), 'transfer');
    await user.selectOptions(screen.getByLabelText('To account'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Transaction list' });
    let list = await storedList();
    expect(list).toHaveLength(3);
    expect(list.find((t) => t.accountId === 'savings')).toMatchObject({
      amount: 1200,
      transferId: list.find((t) => t.id === sweep.id)?.transferId,
    });
    expect(totals(list).outflows.total).toBe(0);

    renderAt(`/transactions/edit/${sweep.id}`);
    const type = await screen.findByLabelText('Type');
    await waitFor(() => expect(type).toHaveValue('transfer'));
    expect(screen.getByLabelText('To account')).toHaveValue('savings');
    await user.selectOptions(type, 'outflow');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => expect(await storedList()).toHaveLength(2));
    list = await storedList();
    expect(list.find((t) => t.id === sweep.id)).not.toHaveProperty('transferId');
    expect(totals(list).outflows.total).toBe(1200);
  });
});
