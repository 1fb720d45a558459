import path from 'node:path';
import { expect, test } from '@playwright/test';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const CHECKING = 'accounts-checking-may-2024.csv';
const CHASE_CARD = 'card-chase-june-2026.csv';

test.slow();

test('a Chase card export after a checking statement is offered a new credit-card account, not checking', async ({
  page,
}) => {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(CHECKING));
  await page.getByRole('button', { name: 'Import 4 transactions' }).click();
  await expect(page.getByText(/Successfully imported 4 transactions/)).toBeVisible();

  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(CHASE_CARD));
  await expect(page.getByRole('heading', { name: `Preview of ${CHASE_CARD}` })).toBeVisible();
  const account = page.getByRole('combobox', { name: 'Account', exact: true });
  await expect(account).toHaveValue('__new__');
  await expect(page.getByRole('combobox', { name: 'New account kind' })).toHaveValue('credit card');
  await expect(
    page.getByText(
      'This looks like a credit card file: It has both a Transaction Date and a Post Date column, as card exports do.',
    ),
  ).toBeVisible();
  await page.getByLabel('New account name').fill('Chase Ink 4417');
  await page.getByRole('button', { name: 'Import 8 transactions' }).click();
  await expect(page.getByText(/Successfully imported 8 transactions/)).toBeVisible();

  // The card's rows are in the card account, none in checking.
  await page.goto('/accounts');
  const cardRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Chase Ink 4417' }) });
  await expect(cardRow).toContainText('Credit card');
  const checkingRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Main account' }) });
  await expect(checkingRow).toContainText('$10,860.00');
});
