import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { storedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

const statement = (name: string) =>
  path.join(
    import.meta.dirname,
    '..',
    '..',
    'packages',
    'core',
    'test',
    'fixtures',
    'statements',
    name,
  );
const e2eFixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** Chooses a file on the import page and waits for its preview. */
async function choose(page: Page, file: string) {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(file);
  // A workbook's first read loads exceljs (about 1 MB) into the import worker: on a loaded 2-core
  // machine that alone has taken more than the usual 10 s.
  await expect(
    page.getByRole('heading', { name: `Preview of ${path.basename(file)}` }),
  ).toBeVisible({ timeout: 40_000 });
}

test('imports an OFX statement, then only the new entries of an overlapping one', async ({
  page,
}) => {
  await choose(page, statement('ofx-sgml-checking-1252.ofx'));
  await expect(page.getByText('5 entries · OFX statement · WINDOWS-1252')).toBeVisible();
  await expect(page.getByText(/The bank's closing balance on .* is \$12,480\.22/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 5 transactions' }).click();
  await expect(
    page.getByText('Successfully imported 5 transactions from ofx-sgml-checking-1252.ofx.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // Two of its entries come again under other names: the bank's FITIDs say they are the same.
  await choose(page, e2eFixture('checking-overlap-feb-2024.ofx'));
  await expect(page.getByRole('heading', { name: '2 already imported' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 transactions' }).click();
  await expect(
    page.getByText(
      'Successfully imported 2 transactions from checking-overlap-feb-2024.ofx. Skipped 2 transactions already imported.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const list = await new TransactionsPage(page).goto();
  await expect(list.rows).toHaveCount(7);
  await expect(list.row('Café Müller')).toContainText('-$4.75');
  const stored = await storedTransactions(page);
  expect(stored.map((t) => t.bankId).sort()).toEqual(
    ['202401020', '202401050', '202401100', '202401150', '202401310', '202402020', '202402060'].map(
      (id) => `ofx:000123456789:${id}`,
    ),
  );
  const cents = stored.reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
  expect(cents).toBe(-475 + 250000 - 120000 - 50000 - 1500 + 198040 - 38912);
});

test('imports a camt.053 statement whose entries add up to the closing balance', async ({
  page,
}) => {
  await choose(page, statement('camt053-v02-batch-reversal.xml'));
  await expect(
    page.getByText("Entries add up to the bank's closing balance of €7,137.50"),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(
    page.getByText('Successfully imported 7 transactions from camt053-v02-batch-reversal.xml.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const list = await new TransactionsPage(page).goto();
  await expect(list.rows).toHaveCount(7);
  await expect(list.row('Anna Schmidt - Gehalt März')).toContainText('-$1,800.00');
  const stored = await storedTransactions(page);
  expect(stored.map((t) => t.date).sort()).toEqual([
    '2024-03-04',
    '2024-03-05',
    '2024-03-06',
    '2024-03-15',
    '2024-03-15',
    '2024-03-15',
    '2024-03-29',
  ]);
  expect(stored.reduce((sum, t) => sum + Math.round(t.amount * 100), 0)).toBe(-286250);
});

test('imports the transactions sheet of an Excel workbook', async ({ page }) => {
  test.slow();
  await choose(page, statement('xlsx-bank-export.xlsx'));
  await expect(page.getByText(/header on row 4 · Excel workbook/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 4 transactions' }).click();
  await expect(
    page.getByText('Successfully imported 4 transactions from xlsx-bank-export.xlsx.'),
  ).toBeVisible();
  const stored = await storedTransactions(page);
  expect(stored.map((t) => [t.date, t.amount]).sort()).toEqual([
    ['2024-01-02', -842.17],
    ['2024-01-05', 2500],
    ['2024-01-15', -3100.5],
    ['2024-01-31', -15],
  ]);
});
