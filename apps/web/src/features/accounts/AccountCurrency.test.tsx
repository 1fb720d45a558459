import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Account } from '@cashline/core';
import { screen, within } from '@testing-library/react';
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

const bitcoin: Account = {
  id: 'btc',
  name: 'Bitcoin wallet',
  kind: 'savings',
  currency: 'XBT',
  openingBalance: 2,
  openingDate: '2024-03-01',
  archived: false,
};

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  // An older ledger's account whose code ISO 4217 does not list.
  await writeStoredData({ transactions: [], importBatches: [], accounts: [bitcoin] });
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

describe("an account's currency on the Accounts page", () => {
  it('is chosen from ISO 4217 codes, the common ones first', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await screen.findByRole('button', { name: 'Edit Bitcoin wallet' });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const select = screen.getByRole('combobox', { name: 'Currency' });
    const common = within(screen.getByRole('group', { name: 'Common' }));
    expect(
      common
        .getAllByRole('option')
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['USD', 'EUR', 'GBP']);
    const all = within(screen.getByRole('group', { name: 'All ISO 4217 currencies' }));
    expect(all.getByRole('option', { name: 'KES' })).toBeInTheDocument();
    // Each code once: a common one is not listed again below.
    expect(all.queryByRole('option', { name: 'USD' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Account name*'), 'Nairobi');
    await user.selectOptions(select, 'KES');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await screen.findByText('Nairobi saved.');
    expect((await readStoredData()).accounts).toContainEqual(
      expect.objectContaining({ name: 'Nairobi', currency: 'KES' }),
    );
  });

  it('shows and keeps a code an older ledger stored, while offering only ISO 4217 ones', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Edit Bitcoin wallet' }));
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('XBT');
    expect(
      screen.getByRole('option', { name: 'XBT (as stored; not an ISO 4217 code)' }),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Account name*'));
    await user.type(screen.getByLabelText('Account name*'), 'Cold wallet');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await screen.findByText('Cold wallet saved.');
    expect((await readStoredData()).accounts).toEqual([{ ...bitcoin, name: 'Cold wallet' }]);
  });
});
