import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chooseCategory } from '../support/chooseCategory';

const STATEMENT = 'statement-apr-jul-2026.csv';
const fixture = path.join(import.meta.dirname, '..', 'fixtures', STATEMENT);

function card(page: Page, name: string, within = page.locator('main')) {
  return within.getByRole('group', { name, exact: true }).first();
}

/**
 * The statement, worked out by hand: April to July 2026, each month rent 4,000 on the 1st, card
 * sales 10,000 on the 15th and payroll 9,000 on the 28th, from an opening 60,000. It ends on
 * 28 July at 48,000, long before today, so every figure is as of 28 July: July is not over, so
 * burn rests on April to June (net 3,000 a month, gross 13,000); runway 48,000 / 3,000 = 16 months,
 * 487 days to 27 Nov 2027; if revenue stopped 48,000 / 13,000 = 3.7 months.
 */
async function importStatement(page: Page) {
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture);
  await expect(page.getByRole('heading', { name: `Preview of ${STATEMENT}` })).toBeVisible();
  await page.getByRole('button', { name: 'Import 12 transactions' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

const runwayFigures = async (scope: ReturnType<Page['locator']>) =>
  Promise.all(
    ['Net Burn', 'Gross Burn', 'Runway', 'If Revenue Stopped'].map((name) =>
      scope.getByRole('group', { name, exact: true }).first().textContent(),
    ),
  );

test.slow();

test('an old statement is analysed as of its last day, the same on the dashboard and the runway page', async ({
  page,
}) => {
  await importStatement(page);
  await expect(
    page.getByText('As of 28 Jul 2026, the date of your newest transaction'),
  ).toBeVisible();
  await expect(card(page, 'Total cash')).toContainText('$48,000');
  await expect(card(page, 'Monthly Inflow')).toHaveText(
    'Monthly Inflow$10,000.00Jun 2026 · Jul 2026 to 28 Jul 2026: $10,000.00',
  );
  await expect(card(page, 'Monthly Outflow')).toContainText('$13,000.00Jun 2026');
  await expect(card(page, 'Net Cash Flow')).toContainText('-$3,000.00Jun 2026');

  const widget = page.getByRole('region', { name: 'Cash Runway' });
  await expect(widget.getByText('Healthy Cash Position')).toBeVisible();
  await expect(widget.getByText('Based on 3 complete months: Apr–Jun 2026')).toBeVisible();
  await expect(card(page, 'Net Burn', widget)).toContainText('$3,000.00/mo');
  await expect(card(page, 'Gross Burn', widget)).toContainText('$13,000.00/mo');
  await expect(card(page, 'Runway', widget)).toHaveText(
    'Runway16 monthsCash reaches zero on 27 Nov 2027',
  );
  await expect(card(page, 'If Revenue Stopped', widget)).toContainText('3.7 months');
  const onDashboard = await runwayFigures(widget);

  await page.goto('/analytics/runway');
  await expect(
    page.getByText('As of 28 Jul 2026, the date of your newest transaction'),
  ).toBeVisible();
  const onRunwayPage = await runwayFigures(page.getByRole('region', { name: 'Cash Runway' }));
  expect(onRunwayPage).toEqual(onDashboard);
  // The dashboard's first card is the cash the runway page's balance is.
  await expect(
    card(page, 'Current Balance', page.getByRole('region', { name: 'Cash Runway' })),
  ).toContainText('$48,000');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/analytics/forecast');
  await expect(card(page, 'Current Balance')).toContainText('$48,000');
});

test('a picked as-of date moves every figure, lasts the session and can be undone', async ({
  page,
}) => {
  await importStatement(page);
  await page.goto('/analytics/runway');
  await page.getByLabel('As-of date').fill('2026-05-31');
  await expect(page.getByText('As of 31 May 2026, the date you picked')).toBeVisible();
  const figures = page.getByRole('region', { name: 'Cash Runway' });
  // April and May: 54,000 left, 3,000 a month.
  await expect(figures.getByText('Based on 2 complete months: Apr–May 2026')).toBeVisible();
  await expect(card(page, 'Current Balance', figures)).toContainText('$54,000');
  await expect(card(page, 'Runway', figures)).toContainText('18 months');

  await page.goto('/');
  await expect(card(page, 'Total cash')).toContainText('$54,000');
  await page.reload();
  await expect(page.getByText('As of 31 May 2026, the date you picked')).toBeVisible();
  await page.getByRole('button', { name: 'Use latest date' }).click();
  await expect(card(page, 'Total cash')).toContainText('$48,000');
});

test('a transaction added by hand after an imported statement moves the balance by its amount', async ({
  page,
}) => {
  await importStatement(page);
  await expect(card(page, 'Total cash')).toContainText('$48,000');
  await page.goto('/transactions/add');
  await page.getByLabel('Type').selectOption('inflow');
  await page.getByLabel('Description').fill('Seed round');
  await page.getByLabel('Amount').fill('100000');
  await chooseCategory(page, 'Financing');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  await page.goto('/');
  // Added today, so the ledger is current: as of today, with the statement's 48,000 plus 100,000.
  await expect(page.getByText(/^As of today, /)).toBeVisible();
  await expect(card(page, 'Total cash')).toContainText('$148,000');
  await page.goto('/analytics/runway');
  await expect(
    card(page, 'Current Balance', page.getByRole('region', { name: 'Cash Runway' })),
  ).toContainText('$148,000');
});
