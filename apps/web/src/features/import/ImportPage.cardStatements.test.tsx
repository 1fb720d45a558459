import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, readStoredData } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { NEW_ACCOUNT } from './ImportAccountPicker';
import { ImportPage } from './ImportPage';

const statementFile = (name: string) =>
  new File(
    [fs.readFileSync(path.resolve('../../packages/core/test/fixtures/statements', name))],
    name,
  );

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

afterEach(() => {
  closeDatabase();
});

async function upload(name: string) {
  const user = userEvent.setup();
  renderAsMember(<ImportPage />, null, '/transactions/import');
  // The stored rows are what a file's rows are matched against.
  await waitFor(() => expect(screen.queryByText('Loading your transactions...')).toBeNull());
  await user.upload(screen.getByLabelText('CSV file'), statementFile(name));
  await screen.findByRole('heading', { name: `Preview of ${name}` });
  return user;
}

const previewAmounts = () =>
  Array.from(
    document.querySelectorAll('table[aria-label="Import preview"] tbody tr td:nth-child(4)'),
    (cell) => cell.textContent,
  );

const CHARGES_POSITIVE =
  'The file was read as writing charges as positive amounts and payments as negative (from the sign of its payments to the card).';

describe('a card statement file that writes charges as positive numbers', () => {
  it.each([
    ['ofx-amex-card-charges-positive.qfx', 'OFX'],
    ['qif-ccard-charges-positive.qif', 'QIF'],
  ])('%s goes to a new card account with its signs flipped', async (name, format) => {
    await upload(name);
    await waitFor(() => {
      expect(screen.getByLabelText('Account')).toHaveValue(NEW_ACCOUNT);
      expect(screen.getByLabelText('New account kind')).toHaveValue('credit card');
    });
    expect(
      screen.getByText(
        `This looks like a credit card file: The ${format} file says it is a credit card statement.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(CHARGES_POSITIVE)).toBeInTheDocument();
    const flip = screen.getByRole('checkbox', { name: 'Amounts are charges (flip signs)' });
    await waitFor(() => expect(flip).toBeChecked());
    await waitFor(() => expect(previewAmounts()[0]).toMatch(/-\$72\.00/));
    expect(previewAmounts()[2]).toMatch(/^\+?\$4,210\.18/);
  });

  it('imports the flipped amounts, and remembers the choice with the account for the next file', async () => {
    const user = await upload('ofx-amex-card-charges-positive.qfx');
    const flip = await screen.findByRole('checkbox', { name: 'Amounts are charges (flip signs)' });
    await waitFor(() => expect(flip).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Import 5 transactions' }));
    await screen.findByText(/Successfully imported 5 transactions/);
    const stored = (await readStoredData()).transactions as Transaction[];
    expect(stored.map((t) => t.amount).sort((a, b) => a - b)).toEqual([
      -1186.4, -388.15, -72, 58.2, 4210.18,
    ]);
    expect(stored.find((t) => t.balance !== undefined)?.balance).toBe(-2911.67);
    const cardId = stored[0]?.accountId;

    cleanup();
    await upload('ofx-amex-card-charges-positive.qfx');
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue(cardId));
    // Both the account and the signs are as chosen last time.
    expect(
      await screen.findAllByText(/Chosen last time for a file laid out like this one\./),
    ).toHaveLength(2);
    expect(
      screen.getByRole('checkbox', { name: 'Amounts are charges (flip signs)' }),
    ).toBeChecked();
    // Matched against the stored rows as flipped: nothing new.
    expect(await screen.findByText('5 already imported')).toBeInTheDocument();
  });
});
