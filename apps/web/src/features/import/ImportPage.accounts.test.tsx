import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { NEW_ACCOUNT } from './ImportAccountPicker';
import { ImportPage } from './ImportPage';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve('../../packages/core/test/fixtures', name));

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  // A workspace whose checking account already holds a statement.
  await writeStoredData({
    transactions: [
      {
        id: 'rent',
        date: '2026-05-01',
        description: 'RENT',
        amount: -1200,
        type: 'outflow',
        category: 'Rent',
      },
    ],
    importBatches: [],
  });
  closeDatabase();
});

afterEach(() => {
  closeDatabase();
});

async function upload(name: string) {
  const user = userEvent.setup();
  renderAsMember(<ImportPage />, null, '/transactions/import');
  await user.upload(
    screen.getByLabelText('CSV file'),
    new File([fixture(name)], name, { type: 'text/csv' }),
  );
  await screen.findByRole('heading', { name: `Preview of ${name}` });
}

describe('which account a file goes to', () => {
  it('offers a new credit-card account for a Chase card export, not the checking account', async () => {
    await upload('us-chase-card.csv');
    await waitFor(() => {
      expect(screen.getByLabelText('Account')).toHaveValue(NEW_ACCOUNT);
      expect(screen.getByLabelText('New account kind')).toHaveValue('credit card');
      expect(screen.getByLabelText('New account name')).toHaveValue('Credit card');
    });
    expect(
      screen.getByText(
        'This looks like a credit card file: It has both a Transaction Date and a Post Date column, as card exports do.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a new account, unnamed, for a checking file when the only account is in use', async () => {
    await upload('us-chase-checking.csv');
    // The choice settles once the stored accounts have loaded.
    await waitFor(() => {
      expect(screen.getByLabelText('Account')).toHaveValue(NEW_ACCOUNT);
      expect(screen.getByLabelText('New account kind')).toHaveValue('checking');
      expect(screen.getByLabelText('New account name')).toHaveValue('');
    });
  });

  it('asks a new account its currency when the file states none, and creates it in that one', async () => {
    await upload('us-chase-checking.csv');
    const user = userEvent.setup();
    // Typed before the stored accounts have loaded, the name would follow the first offer's.
    await waitFor(() => expect(screen.getByLabelText('New account name')).toHaveValue(''));
    const currency = await screen.findByLabelText('New account currency');
    expect(currency).toHaveValue('USD');
    await user.selectOptions(currency, 'CAD');
    await user.type(screen.getByLabelText('New account name'), 'Loonie account');
    await user.click(screen.getByRole('button', { name: /^Import \d+ transactions$/ }));
    await screen.findByText(/Successfully imported/);
    const accounts = (await readStoredData()).accounts as { name: string; currency: string }[];
    expect(accounts.find((a) => a.name === 'Loonie account')?.currency).toBe('CAD');
  });
});

const previewAmounts = () =>
  Array.from(
    document.querySelectorAll('table[aria-label="Import preview"] tbody tr td:nth-child(4)'),
    (cell) => cell.textContent,
  );

describe('a card file that writes charges as positive numbers (Amex)', () => {
  it('says which convention it read, flips the signs for a card account, and lets the user undo it', async () => {
    await upload('us-amex-card.csv');
    expect(
      await screen.findByText(
        'The file was read as writing charges as positive amounts and payments as negative (from the sign of its payments to the card).',
      ),
    ).toBeInTheDocument();
    const flip = screen.getByRole('checkbox', { name: 'Amounts are charges (flip signs)' });
    await waitFor(() => expect(flip).toBeChecked());
    await waitFor(() => expect(previewAmounts()[0]).toMatch(/-\$72\.00/));
    expect(previewAmounts()[1]).toMatch(/^\+?\$4,210\.18/);

    await userEvent.setup().click(flip);
    await waitFor(() => expect(previewAmounts()[0]).toMatch(/^\+?\$72\.00/));
    expect(flip).not.toBeChecked();
  });

  it('leaves the signs as written when the file goes to a checking account', async () => {
    await upload('us-amex-card.csv');
    await screen.findByText(/The file was read as writing charges as positive amounts/);
    await userEvent.setup().selectOptions(screen.getByLabelText('New account kind'), 'checking');
    await waitFor(() => expect(previewAmounts()[0]).toMatch(/^\+?\$72\.00/));
    expect(screen.queryByRole('checkbox', { name: /flip signs/ })).not.toBeInTheDocument();
  });
});

describe('a new account for a file without a balance column', () => {
  it('asks what the card owed on a day the file covers, and warns while the card is in credit', async () => {
    await upload('us-chase-card.csv');
    const owedOn = await screen.findByLabelText('Amount owed on');
    expect(owedOn).toHaveValue('2026-06-07');
    expect(owedOn).toHaveAttribute('min', '2026-05-25');
    expect(
      screen.getByText(/With this file the card would be \$23,366\.10 in credit\./),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(owedOn);
    await user.type(owedOn, '2026-05-31');
    await user.type(screen.getByLabelText('Amount owed'), '25355.42');
    await waitFor(() => expect(screen.queryByText(/in credit/)).not.toBeInTheDocument());
  });

  it('asks nothing when the file carries its balances', async () => {
    await upload('us-chase-checking.csv');
    await screen.findByLabelText('New account kind');
    expect(screen.queryByLabelText('Balance on')).not.toBeInTheDocument();
  });
});
