import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { writeLedgerInPage } from '../support/seed';

/**
 * Prints how the analysis pages perform with 200,000 stored transactions: time from navigation to
 * the page's figures, and time for a period or scenario switch to show new figures. Figures, not
 * pass/fail.
 */

const SIZE = 200_000;

/** Generates the ledger inside the page (about three years up to today) and stores it. */
async function storeLedger(page: Page, count: number): Promise<void> {
  await page.goto('/');
  await page.evaluate((n) => {
    const categories = [
      'Rent',
      'Utilities',
      'Payroll',
      'Marketing',
      'Food Supplies',
      'Maintenance',
    ];
    const list = new Array(n);
    const now = new Date();
    const todayUtc = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
    let balanceCents = 5_000_000;
    for (let i = 0; i < n; i += 1) {
      const inflow = i % 4 === 0;
      const cents = inflow ? 50_000 + ((i * 7919) % 250_000) : -(1_000 + ((i * 104729) % 90_000));
      balanceCents += cents;
      // Newest first, as the store keeps them: about 180 a day back from today.
      const date = new Date(todayUtc - Math.floor(i / 180) * 86_400_000).toISOString().slice(0, 10);
      list[i] = {
        id: `imported-bench-row-${i}`,
        date,
        description: inflow ? `Square sale #${i}` : `Supplier invoice ${i}`,
        amount: cents / 100,
        type: inflow ? 'inflow' : 'outflow',
        category: inflow ? (i % 8 === 0 ? 'Sales' : 'Catering') : categories[i % categories.length],
        ...(i === 0 ? { balance: balanceCents / 100 } : {}),
      };
    }
    (window as unknown as { benchLedger?: unknown[] }).benchLedger = list;
  }, count);
  await writeLedgerInPage(page, null);
  await page.evaluate(() => delete (window as unknown as { benchLedger?: unknown[] }).benchLedger);
}

/**
 * The element showing a page's figure: a headline card is a named group (MetricCard), a section
 * such as the forecast's Weekly Breakdown a named region.
 */
type Figure = { role: 'group' | 'region'; name: string };
const card = (name: string): Figure => ({ role: 'group', name });
const section = (name: string): Figure => ({ role: 'region', name });

function locate(page: Page, { role, name }: Figure): Locator {
  return page.getByRole(role, { name, exact: true }).first();
}

async function timeToFigure(page: Page, url: string, figure: Figure): Promise<number> {
  const started = Date.now();
  await page.goto(url);
  await expect(locate(page, figure)).toContainText(/\d/, { timeout: 120_000 });
  return Date.now() - started;
}

async function timeToChange(page: Page, figure: Figure, change: () => Promise<unknown>) {
  const element = locate(page, figure);
  const before = await element.textContent();
  const started = Date.now();
  await change();
  await expect(element).not.toHaveText(before ?? '', { timeout: 60_000 });
  return Date.now() - started;
}

test(`analysis pages with ${SIZE.toLocaleString('en-US')} stored transactions`, async ({
  page,
}) => {
  await storeLedger(page, SIZE);
  const rows: Array<[string, number]> = [];
  rows.push(['/ to Monthly Inflow', await timeToFigure(page, '/', card('Monthly Inflow'))]);
  rows.push([
    '/analytics/inflows to Total Inflows',
    await timeToFigure(page, '/analytics/inflows', card('Total Inflows')),
  ]);
  rows.push([
    '  period switch to This Month',
    await timeToChange(page, card('Total Inflows'), () =>
      page.getByLabel('Period', { exact: true }).selectOption('month'),
    ),
  ]);
  rows.push([
    '/analytics/outflows to Total Outflows',
    await timeToFigure(page, '/analytics/outflows', card('Total Outflows')),
  ]);
  rows.push([
    '  period switch to This Year',
    await timeToChange(page, card('Total Outflows'), () =>
      page.getByLabel('Period', { exact: true }).selectOption('year'),
    ),
  ]);
  rows.push([
    '/analytics/runway to Net Burn',
    await timeToFigure(page, '/analytics/runway', card('Net Burn')),
  ]);
  rows.push([
    '/analytics/forecast to Weekly Breakdown',
    await timeToFigure(page, '/analytics/forecast', section('Weekly Breakdown')),
  ]);
  rows.push([
    '  scenario switch to Optimistic',
    await timeToChange(page, section('Weekly Breakdown'), () =>
      page.getByLabel('Scenario', { exact: true }).selectOption('optimistic'),
    ),
  ]);
  rows.push([
    '/reports to Total Inflows',
    await timeToFigure(page, '/reports', card('Total Inflows')),
  ]);
  rows.push([
    '  period switch to All Time',
    await timeToChange(page, card('Total Inflows'), () =>
      page.getByLabel('Period').selectOption('all'),
    ),
  ]);

  // In-app navigation: the store is already loaded, so this is the analysis and rendering alone.
  await timeToFigure(page, '/', card('Monthly Inflow'));
  for (const [link, url, figure] of [
    ['Cash Outflows', '/analytics/outflows', card('Total Outflows')],
    ['Cash Runway', '/analytics/runway', card('Net Burn')],
    ['13-Week Forecast', '/analytics/forecast', section('Weekly Breakdown')],
  ] as const) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The analysis pages sit in the header's Analytics menu.
    await nav.getByRole('button', { name: 'Analytics' }).click();
    const started = Date.now();
    await nav.getByRole('link', { name: link }).click();
    await page.waitForURL(`**${url}`);
    await expect(locate(page, figure)).toContainText(/\d/);
    rows.push([`in-app link to ${url}`, Date.now() - started]);
  }

  console.log(`\nAnalysis pages with ${SIZE.toLocaleString('en-US')} stored transactions`);
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(50)} ${String(ms).padStart(7)} ms`);
});
