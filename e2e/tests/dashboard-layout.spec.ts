import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { companyAccounts, companyLedger } from '../support/companyLedger';
import { axeViolations, overflows } from '../support/pageChecks';
import { seedTransactions } from '../support/seed';

// Seeding six months, drawing the forecast and running axe are slow on a loaded machine.
test.slow();

/** The top of each part of the page, to check the order a reader meets them in. */
async function topOf(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('region', { name, exact: true }).boundingBox();
  return box?.y ?? Number.NaN;
}

test('the dashboard of a company is read at a glance: at most two screens at 1440 x 900', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedTransactions(page, companyLedger(), companyAccounts);
  await page.goto('/');
  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(runway.getByRole('figure', { name: /^Balance at each month end/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // It was 4,035 px tall with every panel in full; now the breakdowns are a link away.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  testInfo.annotations.push({ type: 'document height at 1440 x 900', description: `${height}px` });
  expect(height).toBeLessThanOrEqual(2 * 900);

  // The cash first, as the Accounts page says it, with the position net of the card beside it.
  const cards = page.locator('.dashboard__cards .metric-card__label');
  await expect(cards).toHaveText([
    'Total cash',
    'Monthly Inflow',
    'Monthly Outflow',
    'Net Cash Flow',
  ]);
  await expect(page.getByRole('group', { name: 'Total cash' })).toContainText('$2,200,000.00');
  await expect(page.getByRole('group', { name: 'Total cash' })).toContainText(
    'Net $2,070,848.60 after $129,151.40 owed on cards and loans',
  );
  // Then the runway with the basis of its burn named, and its balance-and-forecast line.
  await expect(runway.getByText(/^Based on 3 complete months: /)).toBeVisible();
  await expect(runway.getByRole('group', { name: 'Net Burn' })).toContainText(
    'Average monthly outflows minus inflows.',
  );
  await expect(runway.getByRole('group', { name: 'Gross Burn' })).toContainText(
    'Average monthly outflows of those complete months',
  );
  const [cash, runwayTop, recent] = [
    (await page.locator('.dashboard__cards').boundingBox())?.y ?? Number.NaN,
    await topOf(page, 'Cash Runway'),
    await topOf(page, 'Recent Transactions'),
  ];
  expect(cash).toBeLessThan(runwayTop);
  expect(runwayTop).toBeLessThan(recent);
  // The breakdowns by category are on their own pages, one link away.
  const shortcuts = page.getByRole('navigation', { name: 'Dashboard shortcuts' });
  await expect(shortcuts.getByRole('link', { name: 'Money out by category' })).toHaveAttribute(
    'href',
    '/analytics/outflows',
  );
  await expect(page.getByRole('region', { name: 'Cash Outflows' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('dashboard-1440.png'), fullPage: true });
});

for (const width of [390, 1440]) {
  test(`the dashboard fits a ${width}px screen, large figures inside their cards, and passes axe`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await seedTransactions(page, companyLedger(), companyAccounts);
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Cash Runway' })
        .getByRole('group', { name: 'Runway', exact: true }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    testInfo.annotations.push({
      type: `document height at ${width}px`,
      description: `${height}px`,
    });
    expect(await overflows(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  });
}
