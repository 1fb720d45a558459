import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { storedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

async function importFile(page: Page, name: string, button: string) {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(name));
  await expect(page.getByRole('heading', { name: `Preview of ${name}` })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(/^Successfully imported/)).toBeVisible();
}

test("a corrected category becomes a rule that categorises next month's statement", async ({
  page,
}) => {
  await importFile(page, 'checking-march-2024.csv', 'Import 7 transactions');
  const list = await new TransactionsPage(page).goto();
  const rent = list.row('Harbor Properties LLC');
  await expect(rent).toContainText('Other');

  await rent.getByRole('link', { name: /^Edit Harbor Properties LLC/ }).click();
  await page.getByLabel('Category').selectOption('Rent');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText("Always put 'Harbor Properties LLC' in Rent? No other transaction matches yet."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create rule' }).click();
  await list.heading.waitFor();

  await page.goto('/transactions/rules');
  await expect(
    page.getByRole('table', { name: 'Rules' }).getByText("If payee is 'Harbor Properties LLC'"),
  ).toContainText('category Rent');

  // April's statement overlaps March by two rows, which are skipped as already imported.
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture('checking-overlap-april-2024.csv'));
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row', { name: /Harbor Properties LLC/ })).toContainText('Rent');
  await expect(page.getByText(/^Categories: 1 by your rules, 1 by keywords\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 transactions' }).click();
  await expect(page.getByText(/^Successfully imported 2 transactions/)).toBeVisible();

  const stored = await storedTransactions(page);
  expect(stored.find((t) => t.date === '2024-04-01')).toMatchObject({
    description: 'Harbor Properties LLC - ACH DEBIT',
    category: 'Rent',
  });
});
