import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const CHECKING = 'accounts-checking-may-2024.csv';
const CARD = 'accounts-card-may-2024.csv';

function card(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true }).first();
}

async function importFile(page: Page, name: string, count: number) {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(name));
  await expect(page.getByRole('heading', { name: `Preview of ${name}` })).toBeVisible();
  return page.getByRole('button', { name: `Import ${count} transactions` });
}

test.slow();

/** Checking into the default account, the card statement into a new "Amex 1004" card account. */
async function importBoth(page: Page) {
  const importChecking = await importFile(page, CHECKING, 4);
  await importChecking.click();
  await expect(page.getByText(/Successfully imported 4 transactions/)).toBeVisible();
  const importCard = await importFile(page, CARD, 3);
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('New account...');
  await page.getByLabel('New account name').fill('Amex 1004');
  await page.getByRole('combobox', { name: 'New account kind' }).selectOption('credit card');
  await importCard.click();
  await expect(page.getByText(/Linked 1 transfer between your accounts/)).toBeVisible();
}

test('a card payment in both statements is linked as a transfer and counts in no inflow or outflow', async ({
  page,
}) => {
  // The checking statement goes to the default account.
  const importChecking = await importFile(page, CHECKING, 4);
  await expect(page.getByRole('combobox', { name: 'Account', exact: true })).toHaveValue('main');
  await importChecking.click();
  await expect(page.getByText(/Successfully imported 4 transactions/)).toBeVisible();

  // The card statement goes to a new credit-card account; its payment pairs with checking's.
  const importCard = await importFile(page, CARD, 3);
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('New account...');
  await page.getByLabel('New account name').fill('Amex 1004');
  await page.getByRole('combobox', { name: 'New account kind' }).selectOption('credit card');
  await importCard.click();
  await expect(
    page.getByText(
      'Successfully imported 3 transactions from accounts-card-may-2024.csv. Linked 1 transfer between your accounts.',
    ),
  ).toBeVisible();

  // Hand-worked: inflows 3,000 + 1,500; outflows 2,400 + 1,000 + 240. The 1,240 payment is neither.
  await page.goto('/analytics/inflows');
  await expect(card(page, 'Total Inflows')).toContainText('$4,500');
  await page.goto('/analytics/outflows');
  await expect(card(page, 'Total Outflows')).toContainText('$3,640');
  // Filtered to the card: its two purchases; to checking: the rent alone.
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('Amex 1004');
  await expect(card(page, 'Total Outflows')).toContainText('$1,240');
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('Main account');
  await expect(card(page, 'Total Outflows')).toContainText('$2,400');
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('All accounts');

  // Checking ends at $10,860.00; the card owes nothing once paid: total cash is checking's.
  await page.goto('/');
  await expect(card(page, 'Total cash')).toContainText('$10,860');
  const byAccount = page.getByRole('region', { name: 'Cash by account' });
  await expect(byAccount).toContainText('Amex 1004 $0.00 owed');

  await page.goto('/accounts');
  const linked = page.getByRole('listitem').filter({ hasText: 'PAYMENT THANK YOU' });
  await expect(linked).toContainText('AMEX EPAYMENT ACH PMT');
  await linked.getByRole('button', { name: 'Unlink' }).click();
  await expect(linked.getByRole('button', { name: 'Unlink' })).toHaveCount(0);
  await page.goto('/analytics/inflows');
  await expect(card(page, 'Total Inflows')).toContainText('$5,740');
});

test('every analytics page and the reports can be narrowed to one account, and the transactions page filters by it', async ({
  page,
}) => {
  await importBoth(page);
  const scope = () => page.getByRole('combobox', { name: 'Account', exact: true });

  // The card alone: two purchases (1,000 + 240), no money in; the payment is a transfer.
  const cardOnly: ReadonlyArray<readonly [string, string, string]> = [
    ['/analytics/inflows', 'Total Inflows', '$0'],
    ['/analytics/outflows', 'Total Outflows', '$1,240'],
    ['/reports', 'Total Outflows', '$1,240'],
  ];
  for (const [path, figure, value] of cardOnly) {
    await page.goto(path);
    await scope().selectOption('Amex 1004');
    await expect(card(page, figure)).toContainText(value);
  }
  for (const path of ['/', '/analytics/runway', '/analytics/forecast']) {
    await page.goto(path);
    await scope().selectOption('Amex 1004');
    await expect(scope().locator('option:checked')).toHaveText('Amex 1004');
  }

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Account', { exact: true }).selectOption('Amex 1004');
  await expect(page.getByText('3 transactions match')).toBeVisible();
});
