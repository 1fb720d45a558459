import path from 'node:path';
import { expect, test } from '@playwright/test';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const JUNE = 'card-amex-june-2026.csv';
const JULY = 'card-amex-july-2026.csv';
const READ_POSITIVE =
  'The file was read as writing charges as positive amounts and payments as negative (from the sign of its payments to the card).';

test.slow();

test('an Amex export is read with charges as money out, and the choice is remembered with its layout', async ({
  page,
}) => {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(JUNE));
  await expect(page.getByRole('heading', { name: `Preview of ${JUNE}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'New account kind' })).toHaveValue('credit card');
  await expect(page.getByText(READ_POSITIVE)).toBeVisible();
  const flip = page.getByRole('checkbox', { name: 'Amounts are charges (flip signs)' });
  await expect(flip).toBeChecked();
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row').filter({ hasText: 'GOOGLE *GSUITE' })).toContainText(
    '-$72.00',
  );
  await expect(preview.getByRole('row').filter({ hasText: 'AUTOPAY PAYMENT' })).not.toContainText(
    '-$4,210.18',
  );
  await page.getByLabel('New account name').fill('Amex Gold 41007');
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(page.getByText(/Successfully imported 7 transactions/)).toBeVisible();

  await page.goto('/transactions?q=DELTA');
  await expect(page.getByRole('row').filter({ hasText: 'DELTA AIR LINES' })).toContainText(
    '-$612.40',
  );

  // July's file has the same layout: the card and the flip are remembered for it.
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(JULY));
  await expect(page.getByRole('heading', { name: `Preview of ${JULY}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account', exact: true })).toHaveValue(
    /^account-/,
  );
  const remembered = 'Chosen last time for a file laid out like this one.';
  await expect(page.getByRole('group', { name: 'Which account is this file from?' })).toContainText(
    remembered,
  );
  await expect(page.getByRole('group', { name: 'Card amounts' })).toContainText(remembered);
  await expect(flip).toBeChecked();
  await expect(preview.getByRole('row').filter({ hasText: 'SHELL OIL' })).toContainText('-$48.20');
});
