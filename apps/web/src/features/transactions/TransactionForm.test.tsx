import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeCategorisationDb,
  readCategorisation,
} from '../../lib/categorisation/categorisationDb';
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

const stored: Transaction = {
  id: 'imported-march-row-3',
  date: '2024-03-04',
  description: 'Electric bill',
  amount: -310.4,
  type: 'outflow',
  category: 'Utilities',
  balance: 9000,
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
  return router;
}

async function storedList(): Promise<Transaction[]> {
  return (await readStoredData()).transactions as Transaction[];
}

beforeEach(async () => {
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await writeStoredData({ transactions: [stored], importBatches: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

describe('add form', () => {
  it('defaults to an outflow, stores a negative amount first with a manual- id, and returns to the list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/transactions/add');
    expect(screen.getByLabelText('Type')).toHaveValue('outflow');

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2024-03-09');
    await user.type(screen.getByLabelText('Description'), 'Window cleaning');
    await user.type(screen.getByLabelText('Amount'), '85.5');
    await user.selectOptions(screen.getByLabelText('Category'), 'Maintenance');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));

    await screen.findByRole('heading', { name: 'Transaction list' });
    expect(router.state.location.pathname).toBe('/transactions');
    const [first, second] = await storedList();
    expect(first).toMatchObject({
      date: '2024-03-09',
      description: 'Window cleaning',
      amount: -85.5,
      type: 'outflow',
      category: 'Maintenance',
      accountId: 'main',
      categorySource: 'manual',
    });
    expect(first?.id).toMatch(/^manual-/);
    expect(first).not.toHaveProperty('balance');
    // Saved transactions written before accounts existed are kept, now in "Main account".
    expect(second).toEqual({ ...stored, accountId: 'main' });
  });

  it('keeps an inflow positive and stores the optional balance', async () => {
    const user = userEvent.setup();
    renderAt('/transactions/add');
    await user.selectOptions(screen.getByLabelText('Type'), 'inflow');
    await user.type(screen.getByLabelText('Description'), 'Catering deposit');
    await user.type(screen.getByLabelText('Amount'), '1200.5');
    await user.selectOptions(screen.getByLabelText('Category'), 'Sales');
    await user.type(screen.getByLabelText(/Balance/), '10200');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await screen.findByRole('heading', { name: 'Transaction list' });
    expect((await storedList())[0]).toMatchObject({
      amount: 1200.5,
      type: 'inflow',
      balance: 10200,
    });
  });

  it("alerts 'Please enter a valid amount' and saves nothing when the amount is not a number", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAt('/transactions/add');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Mystery' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Other' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'abc' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Add Transaction' }).closest('form')!);
    expect(alert).toHaveBeenCalledWith('Please enter a valid amount');
    expect(await storedList()).toEqual([stored]);
  });
});

describe('the account', () => {
  const account = (id: string, name: string, archived = false) => ({
    id,
    name,
    kind: 'checking' as const,
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2024-01-01',
    archived,
  });

  it('is picked from the accounts when there are several, on adding and on editing', async () => {
    await writeStoredData({
      transactions: [{ ...stored, accountId: 'main' }],
      importBatches: [],
      accounts: [account('main', 'Checking'), account('savings', 'Savings')],
    });
    const user = userEvent.setup();
    renderAt('/transactions/add');
    const field = await screen.findByLabelText('Account');
    expect(field).toHaveValue('main');
    await user.type(screen.getByLabelText('Description'), 'Interest');
    await user.selectOptions(screen.getByLabelText('Type'), 'inflow');
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await user.selectOptions(screen.getByLabelText('Category'), 'Other');
    await user.selectOptions(field, 'Savings');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await screen.findByRole('heading', { name: 'Transaction list' });
    expect((await storedList())[0]).toMatchObject({
      description: 'Interest',
      accountId: 'savings',
    });
  });

  it('moves an edited transaction to the account chosen', async () => {
    await writeStoredData({
      transactions: [{ ...stored, accountId: 'main' }],
      importBatches: [],
      accounts: [account('main', 'Checking'), account('savings', 'Savings')],
    });
    const user = userEvent.setup();
    renderAt(`/transactions/edit/${stored.id}`);
    await user.selectOptions(await screen.findByLabelText('Account'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () =>
      expect((await storedList()).find((t) => t.id === stored.id)?.accountId).toBe('savings'),
    );
  });

  it('offers to plan the transaction again in a scenario on the forecast', async () => {
    await writeStoredData({ transactions: [stored], importBatches: [], accounts: [] });
    renderAt(`/transactions/edit/${stored.id}`);
    expect(await screen.findByRole('link', { name: 'Plan it in a scenario' })).toHaveAttribute(
      'href',
      `/analytics/forecast?again=${encodeURIComponent(stored.id)}`,
    );
  });

  it('is not asked with one account in use', async () => {
    await writeStoredData({
      transactions: [stored],
      importBatches: [],
      accounts: [account('main', 'Checking'), account('old', 'Old card', true)],
    });
    renderAt('/transactions/add');
    await screen.findByLabelText('Description');
    expect(screen.queryByLabelText('Account')).toBeNull();
  });
});

describe('the category', () => {
  it('is picked from the categories, and a new one is an explicit choice with its own name', async () => {
    const user = userEvent.setup();
    renderAt(`/transactions/edit/${stored.id}`);
    const category = await screen.findByLabelText('Category');
    expect(category.tagName).toBe('SELECT');
    expect(category).toHaveValue('Utilities');
    expect(screen.queryByLabelText('New category name')).not.toBeInTheDocument();

    await user.selectOptions(category, 'New category...');
    await user.type(screen.getByLabelText('New category name'), 'Packaging');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // A changed category may be offered as a rule first: what matters here is what was stored.
    await waitFor(async () =>
      expect((await storedList())[0]).toMatchObject({
        category: 'Packaging',
        categorySource: 'manual',
      }),
    );
  });

  it('takes a new name that is an existing category written another way as that category', async () => {
    const user = userEvent.setup();
    renderAt('/transactions/add');
    await user.type(screen.getByLabelText('Description'), 'Sign repair');
    await user.type(screen.getByLabelText('Amount'), '40');
    await user.selectOptions(screen.getByLabelText('Category'), 'New category...');
    await user.type(screen.getByLabelText('New category name'), '  maintenance ');
    expect(screen.getByText('Maintenance exists already: it will be used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await screen.findByRole('heading', { name: 'Transaction list' });
    expect((await storedList())[0]).toMatchObject({ category: 'Maintenance' });
  });
});

describe('edit form', () => {
  it('shows the stored values and saves changes under the same id', async () => {
    const user = userEvent.setup();
    renderAt(`/transactions/edit/${stored.id}`);
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue(310.4);
    // Money is shown to the cent, as it is written on a statement.
    expect((amount as HTMLInputElement).value).toBe('310.40');
    expect(screen.getByLabelText('Type')).toHaveValue('outflow');

    await user.clear(amount);
    await user.type(amount, '299.99');
    await user.clear(screen.getByLabelText(/Balance/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('heading', { name: 'Transaction list' });
    expect(await storedList()).toEqual([
      {
        id: stored.id,
        date: '2024-03-04',
        description: 'Electric bill',
        amount: -299.99,
        type: 'outflow',
        category: 'Utilities',
        accountId: 'main',
      },
    ]);
  });

  it('offers a rule for the payee after a category change, and applies it when accepted', async () => {
    const aws = (n: number): Transaction => ({
      id: `imported-cards-row-${n}`,
      date: `2024-03-0${n}`,
      description: `CARD 09${n}3 AWS EMEA 44${n}1`,
      amount: -100 - n,
      type: 'outflow',
      category: 'Other',
      categorySource: 'heuristic',
    });
    await writeStoredData({ transactions: [aws(1), aws(2), aws(3), stored], importBatches: [] });
    const user = userEvent.setup();
    renderAt(`/transactions/edit/${aws(1).id}`);
    await user.selectOptions(await screen.findByLabelText('Category'), 'Software');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText("Always put 'AWS EMEA' in Software? 2 other transactions match."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await screen.findByRole('heading', { name: 'Transaction list' });

    const list = await storedList();
    expect(list.map((t) => [t.id, t.category, t.categorySource])).toEqual([
      [aws(1).id, 'Software', 'manual'],
      [aws(2).id, 'Software', 'rule'],
      [aws(3).id, 'Software', 'rule'],
      [stored.id, 'Utilities', undefined],
    ]);
    const { rules } = await readCategorisation();
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      conditions: [{ kind: 'payee', value: 'AWS EMEA' }],
      actions: { category: 'Software' },
    });
  });

  it('shows Transaction Not Found with a way back for an unknown id', async () => {
    const user = userEvent.setup();
    const router = renderAt('/transactions/edit/manual-gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The transaction you're looking for doesn't exist."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Transactions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'));
  });
});
