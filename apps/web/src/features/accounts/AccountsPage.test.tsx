import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { AccountsPage } from './AccountsPage';

function tx(id: string, date: string, amount: number, description: string): Transaction {
  return {
    id,
    date,
    description,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Other',
  };
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => closeDatabase());

function renderAccounts() {
  return renderWithApp(
    <TransactionProvider>
      <AccountsPage />
    </TransactionProvider>,
    fixedAsOf({ date: '2024-03-31' }),
  );
}

describe('AccountsPage', () => {
  it('saves the low-cash minimum and says so, keeping the saved value in the field', async () => {
    await writeStoredData({
      transactions: [tx('a', '2024-03-10', 1000, 'Client')],
      importBatches: [],
    });
    const user = userEvent.setup();
    renderAccounts();
    const field = await screen.findByLabelText('Minimum total cash (optional)');
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Save minimum' }));
    expect(await screen.findByText('Minimum saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum total cash (optional)')).toHaveValue(500);
    await waitFor(async () => expect((await readStoredData()).cashMinimum).toBe(500));
  });

  it('lists the default account with its balance and adds a card that owes money', async () => {
    await writeStoredData({
      transactions: [
        tx('a', '2024-03-10', -250, 'ACME SUPPLIES'),
        tx('b', '2024-03-02', 1000, 'Client payment'),
      ],
      importBatches: [],
    });
    const user = userEvent.setup();
    renderAccounts();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const main = await within(table).findByRole('row', { name: /Main account/ });
    expect(main).toHaveTextContent('$750.00');
    expect(main).toHaveTextContent('03/10/2024');

    await user.click(screen.getByRole('button', { name: /Add account/ }));
    await user.type(screen.getByLabelText('Account name*'), 'Amex 1004');
    await user.selectOptions(screen.getByLabelText('Kind'), 'credit card');
    await user.clear(screen.getByLabelText('Amount owed on the opening date'));
    await user.type(screen.getByLabelText('Amount owed on the opening date'), '400');
    await user.clear(screen.getByLabelText('Opening date'));
    await user.type(screen.getByLabelText('Opening date'), '2024-03-01');
    await user.click(screen.getByRole('button', { name: 'Save account' }));

    const card = await within(table).findByRole('row', { name: /Amex 1004/ });
    expect(card).toHaveTextContent('$400.00 owed');
    const position = screen.getByRole('region', { name: 'Cash position' });
    expect(position).toHaveTextContent('Total cash$750.00');
    expect(position).toHaveTextContent('Owed on cards and loans$400.00');
    expect(position).toHaveTextContent('Net cash position$350.00');
    const stored = await readStoredData();
    expect(stored.accounts).toEqual([
      expect.objectContaining({ id: 'main' }),
      expect.objectContaining({ name: 'Amex 1004', kind: 'credit card', openingBalance: -400 }),
    ]);
  });

  it('clears a low-cash threshold the user empties', async () => {
    const main = {
      id: 'main',
      name: 'Main account',
      kind: 'checking',
      currency: 'USD',
      openingBalance: 0,
      openingDate: '2024-03-01',
      archived: false,
    } as const;
    await writeStoredData({
      transactions: [{ ...tx('a', '2024-03-02', 1000, 'Client payment'), accountId: 'main' }],
      importBatches: [],
      accounts: [{ ...main, lowCashThreshold: 500 }],
    });
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Edit Main account' }));
    const threshold = screen.getByLabelText('Low-cash threshold (optional)');
    expect(threshold).toHaveValue(500);
    await user.clear(threshold);
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await screen.findByText('Main account saved.');
    expect((await readStoredData()).accounts).toEqual([main]);
    await user.click(screen.getByRole('button', { name: 'Edit Main account' }));
    expect(screen.getByLabelText('Low-cash threshold (optional)')).toHaveValue(null);
  });

  it('warns of a card that shows money in credit, and not of one that owes', async () => {
    const card = {
      id: 'card',
      name: 'Chase Ink 4417',
      kind: 'credit card',
      currency: 'USD',
      openingBalance: 0,
      openingDate: '2024-03-01',
      archived: false,
    } as const;
    await writeStoredData({
      transactions: [
        // Last month's statement paid this month, with the debt it paid never entered.
        { ...tx('p', '2024-03-05', 2500, 'Payment Thank You-Mobile'), accountId: 'card' },
        { ...tx('c', '2024-03-07', -120, 'GOOGLE *ADS'), accountId: 'card' },
      ],
      importBatches: [],
      accounts: [card],
    });
    renderAccounts();
    expect(
      await screen.findByText(
        'Chase Ink 4417 shows $2,380.00 in credit. A credit card rarely holds money: enter what it owed on its opening date with Edit.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Chase Ink 4417' }));
    const owed = screen.getByLabelText('Amount owed on the opening date');
    await user.clear(owed);
    await user.type(owed, '3000');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await screen.findByText('Chase Ink 4417 saved.');
    expect(screen.queryByText(/in credit\. A credit card/)).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Chase Ink 4417/ })).toHaveTextContent('$620.00 owed');
  });

  it('archives an account and keeps it listed as archived', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Archive Main account' }));
    await screen.findByText('Main account archived.');
    expect(screen.getByRole('button', { name: 'Restore Main account' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await readStoredData()).accounts).toEqual([
        expect.objectContaining({ archived: true }),
      ]),
    );
  });
});
