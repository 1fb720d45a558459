import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { storedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const MARCH = 'checking-march-2024.csv';
const OVERLAP = 'checking-overlap-april-2024.csv';

/** Chooses a file on the import page and waits for its preview. */
async function choose(page: Page, name: string) {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(name));
  await expect(page.getByRole('heading', { name: `Preview of ${name}` })).toBeVisible();
}

const previewDescriptions = (page: Page) =>
  page
    .getByRole('table', { name: 'Import preview' })
    .locator('tbody tr td:nth-child(2)')
    .allTextContents();

async function useDescriptionColumn(page: Page, header: string) {
  await page.getByLabel('Description', { exact: true }).selectOption(header);
  await expect.poll(() => previewDescriptions(page)).toContain('Harbor Properties LLC');
}

test('imports a bank export after the description column is changed, then opens the dashboard', async ({
  page,
}) => {
  await choose(page, MARCH);
  await expect(page.getByText('header on row 4')).toBeVisible();
  // The guess joins the payee and the memo (ACH DEBIT, DEPOSIT...); this business wants the payee alone.
  expect(await previewDescriptions(page)).toContain('Harbor Properties LLC - ACH DEBIT');
  await useDescriptionColumn(page, 'Payee');
  await expect(page.getByLabel('Date format')).toHaveValue('MM/DD/YYYY');

  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  const message = page.getByText(
    'Successfully imported 7 transactions from checking-march-2024.csv.',
  );
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const list = await new TransactionsPage(page).goto();
  await expect(list.rows).toHaveCount(7);
  await expect(list.row('Harbor Properties LLC')).toContainText('-$2,400.00');
  await expect(list.row('Square Inc')).toContainText('$1,385.20');
  await expect(list.row('Square Inc')).toContainText('$19,635.20');
  const stored = await storedTransactions(page);
  expect(stored.find((t) => t.description === 'Sysco Corporation')).toMatchObject({
    date: '2024-03-05',
    amount: -642.75,
    type: 'outflow',
  });

  await page.reload();
  await expect(list.rows).toHaveCount(7);
});

test('a guessed Category column set to Not mapped gives categories from the descriptions', async ({
  page,
}) => {
  const name = 'credit-union-april-2024.csv';
  await choose(page, name);
  await expect(page.getByText('header on row 5')).toBeVisible();
  const categories = () =>
    page
      .getByRole('table', { name: 'Import preview' })
      .locator('tbody tr td:nth-child(3)')
      .allTextContents();
  // The credit union's "Category" says how the money moved, not what it was for.
  expect(await categories()).toEqual([
    'ACH Debit',
    'Deposit',
    'Bill Payment',
    'ACH Debit',
    'ACH Debit',
  ]);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Not mapped' });
  await expect.poll(categories).toEqual(['Rent', 'Sales', 'Utilities', 'Food Supplies', 'Payroll']);

  await page.getByRole('button', { name: 'Import 6 transactions' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  const stored = await storedTransactions(page);
  expect(stored.map((t) => [t.date, t.category, t.amount])).toEqual([
    ['2024-04-22', 'Sales', 2117.9],
    ['2024-04-15', 'Payroll', -5200],
    ['2024-04-12', 'Food Supplies', -612.08],
    ['2024-04-09', 'Utilities', -318.4],
    ['2024-04-03', 'Sales', 1902.55],
    ['2024-04-01', 'Rent', -2400],
  ]);
});

test('re-importing an overlapping statement skips the rows already stored', async ({ page }) => {
  await choose(page, MARCH);
  await useDescriptionColumn(page, 'Payee');
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  await choose(page, OVERLAP);
  await useDescriptionColumn(page, 'Payee');
  await expect(page.getByRole('heading', { name: '2 already imported' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 transactions' }).click();
  await expect(
    page.getByText(
      'Successfully imported 2 transactions from checking-overlap-april-2024.csv. Skipped 2 transactions already imported.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const list = await new TransactionsPage(page).goto();
  await expect(list.rows).toHaveCount(9);
  await expect(list.row('Restaurant Depot')).toHaveCount(1);
});

test('an import is undone in one click from the transactions page', async ({ page }) => {
  await choose(page, MARCH);
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await page.goto('/transactions/add');
  await page.getByLabel('Description').fill('Cash tips');
  await page.getByLabel('Type').selectOption('inflow');
  await page.getByLabel('Amount').fill('40');
  await page.getByLabel('Category').selectOption('Sales');
  await page.getByRole('button', { name: 'Add Transaction' }).click();

  const list = new TransactionsPage(page);
  await expect(list.rows).toHaveCount(8);
  // The batch survives a reload like the transactions do.
  await page.reload();
  await expect(list.rows).toHaveCount(8);
  const batch = page.getByRole('region', { name: 'Recent imports' });
  await expect(batch).toContainText('Imported 7 transactions from checking-march-2024.csv');
  await batch.getByRole('button', { name: 'Undo import' }).click();
  await expect(
    page.getByText('Import undone: removed 7 transactions imported from checking-march-2024.csv.'),
  ).toBeVisible();
  await expect(list.rows).toHaveCount(1);
  await expect(list.row('Cash tips')).toBeVisible();
  await page.reload();
  await expect(list.rows).toHaveCount(1);
});

test('a file that is not CSV, or has no transactions, gets the spec message in red', async ({
  page,
}) => {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert')).toContainText(
    'Error importing CSV file: Only .csv, .ofx, .qfx, .qif, .xml (camt), .sta, .mt940, .txt and .xlsx files are supported. Please check the format and try again.',
  );

  await page.getByLabel('CSV file').setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Description,Amount\n'),
  });
  await expect(page.getByRole('alert')).toContainText(
    'CSV file must contain at least a header row and one data row',
  );
  expect(await storedTransactions(page)).toEqual([]);
});

test('a 100,000-row export is read in a Web Worker with a progress bar, then previewed', async ({
  page,
}) => {
  test.slow();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const lines = ['Date,Description,Amount,Balance'];
  for (let i = 0; i < 100_000; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`2024-02-${day},Card sale ${i},${(i % 500) + 0.25},${i}.00`);
  }
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'february-full.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preview of february-full.csv' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/^100,000 new transactions from 100,000 rows/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 100,000 transactions' })).toBeEnabled();
  expect(workers.some((url) => /importWorker/.test(url))).toBe(true);
});

test('the file dialog opens from the keyboard with Enter as well as Space', async ({ page }) => {
  await page.goto('/transactions/import');
  const input = page.getByLabel('CSV file');
  for (const key of ['Enter', 'Space']) {
    await input.focus();
    const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
    await page.keyboard.press(key);
    expect((await chooser).isMultiple()).toBe(false);
  }
});
