import path from 'node:path';
import { expect, test } from '@playwright/test';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const CHASE_CARD = 'card-chase-june-2026.csv';

test.slow();

test('a Chase card file without balances asks what the card owed, and the card owes from it', async ({
  page,
}) => {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(CHASE_CARD));
  await expect(page.getByRole('heading', { name: `Preview of ${CHASE_CARD}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'New account kind' })).toHaveValue('credit card');
  // May's statement, paid on 5 June, would leave the card in credit on the file's rows alone.
  await expect(page.getByText(/the card would be \$23,366\.10 in credit/)).toBeVisible();

  await page.getByLabel('New account name').fill('Chase Ink 4417');
  await page.getByLabel('Amount owed on').fill('2026-05-31');
  await page.getByLabel('Amount owed', { exact: true }).fill('25,355.42');
  await expect(page.getByText(/in credit/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 8 transactions' }).click();
  await expect(page.getByText(/Successfully imported 8 transactions/)).toBeVisible();

  await page.goto('/accounts');
  const cardRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Chase Ink 4417' }) });
  await expect(cardRow).toContainText('$1,338.16 owed');
});

test('an amount owed that cannot be read is refused with a sentence, and no account is made', async ({
  page,
}) => {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(CHASE_CARD));
  await expect(page.getByText(/the card would be \$23,366\.10 in credit/)).toBeVisible();
  await page.getByLabel('Amount owed', { exact: true }).fill('a lot');
  await page.getByRole('button', { name: 'Import 8 transactions' }).click();
  await expect(page.getByText(/The amount owed "a lot" is not an amount\./)).toBeVisible();
  await page.goto('/accounts');
  await expect(page.getByRole('rowheader', { name: 'Credit card' })).toHaveCount(0);
});
