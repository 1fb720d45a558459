import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

// One euro buys: on the 10th 0.85 GBP and 1.10 USD; on the 15th 0.86 and 1.20; on the 20th
// 0.84 and 1.05; on the 31st 0.86 and 1.075.
const RATES = [
  'date,currency,rate',
  '2026-07-10,GBP,0.85',
  '2026-07-10,USD,1.10',
  '2026-07-15,GBP,0.86',
  '2026-07-15,USD,1.20',
  '2026-07-20,GBP,0.84',
  '2026-07-20,USD,1.05',
  '2026-07-31,GBP,0.86',
  '2026-07-31,USD,1.075',
].join('\n');

async function importFile(page: Page, file: string, count: number) {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture(file));
  await expect(page.getByRole('heading', { name: `Preview of ${file}` })).toBeVisible();
  const name = page.getByLabel('New account name');
  if (await name.isVisible()) await name.fill('Dollar account');
  await page.getByRole('button', { name: `Import ${count} transactions` }).click();
  await expect(
    page.getByText(`Successfully imported ${count} transactions from ${file}.`),
  ).toBeVisible();
}

type ServerAccount = { name: string; currency: string };

test('a euro statement and a dollar CSV, reported in pounds with UK dates, to the penny', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const orgId = await signUpOwner(page.request, origin, `fx-${unique()}@example.com`, 'FX Ltd');
  await call(page.request, origin, `/api/orgs/${orgId}/rates`, { csv: RATES });

  await page.goto('/account/settings');
  await page.getByLabel('Reporting currency').selectOption('GBP');
  await page
    .getByLabel('Locale for dates and numbers')
    .selectOption({ label: 'en-GB: 31/07/2026, £1,234.50' });
  await page.getByRole('button', { name: 'Save currency and locale' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await importFile(page, 'camt053-eur-july-2026.xml', 2);
  await importFile(page, 'usd-card-july-2026.csv', 2);
  // Each account took the currency its file states, on the server too.
  await expect
    .poll(async () => {
      const accounts = (await call(page.request, origin, `/api/orgs/${orgId}/accounts`)) as unknown;
      return (accounts as ServerAccount[]).map((a) => a.currency).sort();
    })
    .toEqual(['EUR', 'USD']);

  // At the 31st's rates: EUR 2,500.00 x 0.86 = 2,150.00; USD 960.00 x 0.86 / 1.075 = 768.00.
  await page.goto('/');
  await expect(
    page.getByText(
      "Figures in GBP, converted at the exchange rates of 31/07/2026 (money in and out at each day's rate).",
    ),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total cash' })).toHaveText(/^Total cash£2,918\.00/);

  // Out: rent EUR 500.00 x 0.84 = 420.00 on the 20th; AWS USD 240.00 x 0.86 / 1.075 = 192.00.
  await page.goto('/analytics/outflows');
  await expect(page.getByRole('group', { name: 'Total Outflows' }).first()).toHaveText(
    /^Total Outflows£612\.00/,
  );
  // The list keeps each amount in its own currency, dated the UK way.
  const recent = page.getByRole('region', { name: 'Recent Outflows' });
  await expect(recent.getByRole('listitem').first()).toContainText('31/07/2026');
  await expect(recent.getByRole('listitem').first()).toContainText('-US$240.00');
  await expect(recent).toContainText('-€500.00');

  await page.goto('/transactions');
  await expect(page.getByRole('status').filter({ hasText: /^4 transactions$/ })).toBeVisible();
  // Each amount in its own currency; euros and dollars are not added up as if one.
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    'In EUR, USD: not added up here.',
  );
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('-US$240.00');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const lines = (await fs.readFile(await (await downloading).path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'Date,Description,Amount,Category,Balance,Account,Currency,Converted amount,Converted to',
  );
  const line = (text: string) => lines.find((l) => l.includes(text)) ?? '';
  expect(line('AWS hosting')).toMatch(/^2026-07-31,"AWS hosting",-240\.00,.*,USD,-192\.00,GBP$/);
  expect(line('Stripe payout')).toMatch(/^2026-07-15,"Stripe payout",1200\.00,.*,USD,860\.00,GBP$/);
  expect(line('Office rent July')).toMatch(/,-500\.00,.*,EUR,-420\.00,GBP$/);
  expect(line('Invoice 2026-17')).toMatch(/,2000\.00,.*,EUR,1700\.00,GBP$/);
});
