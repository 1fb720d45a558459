import { expect, test } from '@playwright/test';
import { sampleLedger, seedTransactions, storedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

test('adds a transaction that shows first in the list and survives a reload', async ({ page }) => {
  const list = await new TransactionsPage(page).goto();
  await expect(list.emptyState).toBeVisible();

  await page.getByRole('link', { name: 'Add Transaction' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Transaction' })).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('outflow');
  await page.getByLabel('Date').fill('2024-04-02');
  await page.getByLabel('Description').fill('Window cleaning');
  await page.getByLabel('Amount').fill('85.50');
  await page.getByLabel('Category').selectOption('Maintenance');
  await page.getByRole('button', { name: 'Add Transaction' }).click();

  await expect(page).toHaveURL(/\/transactions$/);
  const row = list.row('Window cleaning');
  await expect(row).toContainText('04/02/2024');
  await expect(row).toContainText('-$85.50');
  await expect(row).toContainText('Maintenance');
  await expect(list.summary('Total Outflows')).toContainText('$86');

  await page.reload();
  await expect(list.row('Window cleaning')).toBeVisible();
  const [stored] = await storedTransactions(page);
  expect(stored).toMatchObject({ description: 'Window cleaning', amount: -85.5, type: 'outflow' });
  expect(stored?.id).toMatch(/^manual-/);
});

test('edits a transaction in place, keeping its id', async ({ page }) => {
  await seedTransactions(page, sampleLedger);
  const list = await new TransactionsPage(page).goto();

  await list.row('Dominion Energy electric').getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Transaction' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('318.40');
  await page.getByLabel('Description').fill('Dominion Energy electric (corrected)');
  await page.getByLabel('Amount').fill('301.15');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(list.row('(corrected)')).toContainText('-$301.15');
  await expect(list.rows).toHaveCount(sampleLedger.length);
  await page.reload();
  const stored = await storedTransactions(page);
  expect(stored.find((t) => t.id === 'imported-march-row-4')).toMatchObject({
    description: 'Dominion Energy electric (corrected)',
    amount: -301.15,
  });
});

test('an edit link to an unknown id says the transaction does not exist', async ({ page }) => {
  await page.goto('/transactions/edit/manual-missing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Not Found' }),
  ).toBeVisible();
  await expect(page.getByText("The transaction you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('button', { name: 'Back to Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});

test('deletes only after confirmation', async ({ page }) => {
  await seedTransactions(page, sampleLedger.slice(0, 2));
  const list = await new TransactionsPage(page).goto();

  await list
    .row('Office rent March')
    .getByRole('button', { name: /Delete/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this transaction?' });
  await expect(dialog).toContainText('Office rent March');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.rows).toHaveCount(2);

  await list
    .row('Office rent March')
    .getByRole('button', { name: /Delete/ })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.rows).toHaveCount(1);
  await expect(list.row('Office rent March')).toHaveCount(0);

  await list
    .row('Square sale 1042')
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await list
    .row('Square sale 1042')
    .getByRole('button', { name: /Delete/ })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.emptyState).toBeVisible();

  await page.reload();
  await expect(list.emptyState).toBeVisible();
  expect(await storedTransactions(page)).toEqual([]);
});

test('searches, filters and sorts the list', async ({ page }) => {
  await seedTransactions(page, sampleLedger);
  const list = await new TransactionsPage(page).goto();
  await expect(list.rows).toHaveCount(7);
  await expect(list.summary('Total Transactions')).toContainText('7');

  await list.search.fill('SYSCO');
  await expect.poll(() => list.descriptions()).toEqual(['Sysco credit memo', 'Sysco delivery']);
  await expect(list.summary('Total Transactions')).toContainText('2');
  await list.search.fill('no such thing');
  await expect(list.emptyState).toBeVisible();
  await list.search.fill('');

  await list.filtersButton.click();
  await expect(list.filtersButton).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Category').selectOption('Sales');
  await expect.poll(() => list.descriptions()).toEqual(['Catering invoice 88', 'Square sale 1042']);
  await page.getByLabel('Category').selectOption('');

  await page.getByLabel('Start date').fill('2024-03-05');
  await page.getByLabel('End date').fill('2024-03-15');
  await expect
    .poll(() => list.descriptions())
    .toEqual(['Payroll run 1', 'Dominion Energy electric', 'Sysco delivery']);

  await page.getByLabel('Min amount').fill('400');
  await expect.poll(() => list.descriptions()).toEqual(['Payroll run 1', 'Sysco delivery']);
  await page.getByLabel('Max amount').fill('1000');
  await expect.poll(() => list.descriptions()).toEqual(['Sysco delivery']);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(list.rows).toHaveCount(7);

  await page.getByRole('button', { name: 'Amount', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(async () => (await list.descriptions())[0]).toBe('Catering invoice 88');
  await page.getByRole('button', { name: 'Amount', exact: true }).click();
  await expect.poll(async () => (await list.descriptions())[0]).toBe('Payroll run 1');
});

test('the frame shows an error and keeps the data when the browser refuses to save', async ({
  page,
}) => {
  await seedTransactions(page, sampleLedger.slice(0, 1));
  const list = await new TransactionsPage(page).goto();
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = function refuse() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await list
    .row('Office rent March')
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('storage for Cashline is full');
  await expect(list.row('Office rent March')).toBeVisible();
  await page.reload();
  await expect(list.row('Office rent March')).toBeVisible();
});

test('a change made in another tab shows without a reload', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await seedTransactions(first, sampleLedger.slice(0, 1));
  const list = await new TransactionsPage(second).goto();
  await expect(list.rows).toHaveCount(1);

  await first.goto('/transactions/add');
  await first.getByLabel('Description').fill('Added in the first tab');
  await first.getByLabel('Amount').fill('19.99');
  await first.getByLabel('Category').selectOption('Other');
  await first.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(first).toHaveURL(/\/transactions$/);

  await expect(list.row('Added in the first tab')).toBeVisible();
  await expect(list.rows).toHaveCount(2);
});
