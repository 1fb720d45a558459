import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Download } from '@playwright/test';
import { sampleLedger, seedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return fs.readFile(file, 'utf8');
}

test('Export Data downloads the CSV of app.md section 9, newest first', async ({ page }) => {
  await seedTransactions(page, [
    ...sampleLedger.slice(0, 3),
    {
      id: 'manual-x',
      date: '2024-03-30',
      description: 'Refund, "rush" order',
      amount: 40,
      type: 'inflow',
      category: '=HYPERLINK("x")',
    },
  ]);
  await new TransactionsPage(page).goto();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await downloadedText(download)).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Description,Amount,Category,Balance');
  expect(lines).toHaveLength(5);
  // Made by the server (POST /api/export/csv): the description always quoted, formulas neutralised.
  expect(lines[1]).toBe(`2024-03-30,"Refund, ""rush"" order",40.00,"'=HYPERLINK(""x"")",`);
  expect(lines[2]).toBe('2024-03-05,"Sysco delivery",-642.75,Food Supplies,18992.45');
  expect(lines[4]).toBe('2024-03-01,"Office rent March",-2400.00,Rent,18250.00');
  await expect(
    page.getByText(/^Exported 4 transactions to transactions-[\d-]+\.csv\.$/),
  ).toBeVisible();
});

test('the header Export downloads every transaction', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedTransactions(page, sampleLedger);
  await page.goto('/');
  const downloading = page.waitForEvent('download');
  await page.getByRole('banner').getByRole('button', { name: 'Export' }).click();
  const lines = (await downloadedText(await downloading)).trim().split(/\r?\n/);
  expect(lines).toHaveLength(sampleLedger.length + 1);
});

test('exporting nothing says there is no data', async ({ page }) => {
  await new TransactionsPage(page).goto();
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expect(page.getByText('Error exporting data: No data to export')).toBeVisible();
});

test('when the export service cannot be reached the file is made in the browser', async ({
  page,
}) => {
  await seedTransactions(page, sampleLedger.slice(0, 2));
  await new TransactionsPage(page).goto();
  await page.route('**/api/export/csv', (route) => route.abort('connectionrefused'));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const lines = (await downloadedText(await downloading)).trim().split(/\r?\n/);
  expect(lines).toEqual([
    'Date,Description,Amount,Category,Balance',
    '2024-03-02,"Square sale 1042",1385.20,Sales,19635.20',
    '2024-03-01,"Office rent March",-2400.00,Rent,18250.00',
  ]);
  await expect(
    page.getByText(
      /^Error exporting data: Server export service unavailable\. Check if server is running\./,
    ),
  ).toBeVisible();
});
