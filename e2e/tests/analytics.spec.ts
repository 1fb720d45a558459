import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { analyticsLedger } from '../support/analyticsLedger';
import { seedTransactions } from '../support/seed';

function card(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true }).first();
}

// Seeding through IndexedDB and rendering the charts are slow on a loaded machine.
test.slow();

/** The 15th, so "this month" is in progress and the last 3 complete months are the 3 before it. */
const NOW = new Date(2026, 5, 15, 12);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seedTransactions(page, analyticsLedger(NOW));
});

test('the dashboard shows the headline figures, panels and recent transactions', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('As of today, 15 Jun 2026')).toBeVisible();
  await expect(card(page, 'Total cash')).toContainText('$20,000');
  await expect(card(page, 'Monthly Inflow')).toHaveText(
    'Monthly Inflow$4,000.00May 2026 · Jun 2026 so far: $7,000.00',
  );
  await expect(card(page, 'Monthly Outflow')).toHaveText(
    'Monthly Outflow$2,000.00May 2026 · Jun 2026 so far: $4,500.00',
  );
  await expect(card(page, 'Net Cash Flow')).toHaveText(
    'Net Cash Flow$2,000.00May 2026 · Jun 2026 so far: $2,500.00',
  );
  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(runway.getByText('Cash-Flow Positive', { exact: true })).toBeVisible();
  await expect(runway.getByRole('group', { name: 'Runway', exact: true })).toContainText(
    'Cash-flow positive over the last 3 months: runway is not limited by burn',
  );
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  // The balance at each month end joined to the forecast, on one line in the runway.
  const line = runway.getByRole('figure', { name: /^Balance at each month end/ });
  await expect(line.getByRole('application')).toBeVisible();
  await expect(line.locator('.recharts-line')).toHaveCount(2);
});

test('the inflows page follows the period selector', async ({ page }) => {
  await page.goto('/analytics/inflows');
  await expect(card(page, 'Total Inflows')).toContainText('$15,000');
  const sources = page.getByRole('region', { name: 'Income Sources' }).getByRole('listitem');
  await expect(sources.first()).toContainText('Sales$13,000.0086.7%');
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'This Month' });
  await expect(card(page, 'Total Inflows')).toContainText('$7,000');
  await expect(sources.first()).toContainText('Sales$5,000.0071.4%');
  const trend = page.getByRole('figure', { name: '6-Month Trend' });
  await expect(trend.getByRole('application')).toBeVisible();
  // The trend is not filtered by the period: the three months with inflows still show.
  await expect(trend.locator('.recharts-bar-rectangle path')).toHaveCount(3);
});

test('the outflows page shows categories and the largest expense category', async ({ page }) => {
  await page.goto('/analytics/outflows');
  await expect(card(page, 'Total Outflows')).toContainText('$9,000');
  await expect(page.getByText('Largest Expense Category:')).toBeVisible();
  await expect(page.locator('.note')).toContainText('Rent accounts for 50.0% of total spending');
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'This Month' });
  await expect(card(page, 'Total Outflows')).toContainText('$4,500');
  await expect(page.locator('.note')).toContainText('Payroll accounts for 66.7% of total spending');
});

test('the runway page says a cash-flow-positive business is one, and what is left if revenue stopped', async ({
  page,
}) => {
  await page.goto('/analytics/runway');
  // March to May bring in 7,000 and pay out 3,000: net burn -1,333.33, gross burn 1,000.
  await expect(card(page, 'Net Burn')).toContainText('-$1,333.33/mo');
  await expect(card(page, 'Gross Burn')).toContainText('$1,000.00/mo');
  await expect(card(page, 'Runway')).toContainText('Cash-flow positive');
  await expect(card(page, 'If Revenue Stopped')).toContainText('20 months');
  await expect(page.getByText('∞')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const scenarios = page.getByRole('region', { name: 'Runway Scenarios' });
  await expect(scenarios.getByRole('row', { name: /Pessimistic/ })).toContainText(
    'Not limited by burn',
  );
});

test('the forecast scenario switch changes the chart and the table', async ({ page }) => {
  await page.goto('/analytics/forecast');
  const table = page.getByRole('region', { name: 'Weekly Breakdown' });
  await expect(table.getByRole('row')).toHaveCount(14);
  const realistic = await table.getByRole('row').nth(1).textContent();
  const chart = page.getByRole('figure', { name: /Week-end balance by scenario/ });
  await expect(chart).toHaveAccessibleName(/Realistic highlighted/);
  await page.getByLabel('Scenario', { exact: true }).selectOption('optimistic');
  await expect(table.getByRole('columnheader', { name: 'Optimistic Balance' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).not.toHaveText(realistic ?? '');
  await expect(chart).toHaveAccessibleName(/Optimistic highlighted/);
  await expect(chart.locator('.recharts-line path[stroke-width="3"]')).toHaveAttribute(
    'stroke',
    '#22c55e',
  );
});

test('report export downloads a JSON whose totals match the page', async ({ page }) => {
  await page.goto('/reports');
  await expect(card(page, 'Total Inflows')).toContainText('$7,000');
  await expect(card(page, 'Total Outflows')).toContainText('$4,500');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^cashline-report-month-summary-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const report = JSON.parse(fs.readFileSync((await file.path()) as string, 'utf8'));
  expect(report.summary).toEqual({
    totalInflows: 7000,
    totalOutflows: 4500,
    netCashFlow: 2500,
    transactionCount: 4,
  });
  await page.getByLabel('Period').selectOption('all');
  await expect(card(page, 'Total Inflows')).toContainText('$15,000');
});

test('the cash-flow statement exports as an Excel workbook and a CSV an accountant can open', async ({
  page,
}) => {
  await page.goto('/reports');
  await page.getByLabel('Report type').selectOption({ label: 'Cash-flow statement' });
  const statement = page.getByRole('region', { name: 'Cash-Flow Statement' });
  await expect(statement.getByRole('row', { name: /^Closing cash/ })).toContainText('$20,000.00');

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (XLSX)' }).click();
  const workbook = await excel;
  expect(workbook.suggestedFilename()).toMatch(/^cashline-report-month-cashflow-[\d-]+\.xlsx$/);
  const bytes = fs.readFileSync((await workbook.path()) as string);
  // An XLSX file is a zip archive.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByRole('alert')).toHaveCount(0);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const text = fs.readFileSync((await (await csv).path()) as string, 'utf8');
  expect(text).toContain('Closing cash,20000.00,20000.00');
});
