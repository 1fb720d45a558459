import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storedTransactions } from '../support/seed';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
// Its money column is named "Balance change": read as a balance by its name, it leaves no amount.
const WALLET = 'wallet-march-2024.csv';
/** --color-muted of the light theme; skipped rows are in --color-outflow, rgb(185, 28, 28). */
const MUTED_TEXT = 'rgb(71, 85, 105)';

test('a file whose amount column cannot be guessed is read once the user picks it', async ({
  page,
}) => {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(WALLET));

  await expect(page.getByRole('alert')).toHaveText(
    'Error importing CSV file: No valid transactions found in the CSV file. Please check the format and try again.',
  );
  await expect(
    page.getByRole('heading', { name: `Nothing to import from ${WALLET}` }),
  ).toBeVisible();
  await expect(
    page.getByText('No column of amounts (or of debits and credits) was found.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('Booked');
  const amount = page.getByLabel('Amount (signed)');
  await expect(amount).toHaveValue('');

  await amount.selectOption('Balance change');
  await expect(page.getByRole('heading', { name: `Preview of ${WALLET}` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const preview = page.getByRole('table', { name: 'Import preview' }).locator('tbody tr');
  await expect(preview).toHaveCount(3);
  await expect(preview.nth(0)).toContainText('Client payment INV-104');
  await expect(preview.nth(0)).toContainText('$1,250.00');
  await expect(preview.nth(1)).toContainText('Office rent March');
  await expect(preview.nth(1)).toContainText('-$900.00');

  // The title line above the header is expected in an export: a neutral note, not a red one.
  const titleNote = page
    .getByRole('list', { name: 'Notes on this file' })
    .getByRole('listitem')
    .filter({ hasText: 'Row 1: Title or summary line above the transactions skipped.' });
  await expect(titleNote).toHaveClass(/import-issue--notice/);
  await expect(titleNote).toHaveCSS('color', MUTED_TEXT);

  await page.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  const stored = await storedTransactions(page);
  expect(stored.map((t) => [t.date, t.description, t.amount])).toEqual([
    ['2024-03-04', 'Printer paper', -23.45],
    ['2024-03-02', 'Office rent March', -900],
    ['2024-03-01', 'Client payment INV-104', 1250],
  ]);
});
