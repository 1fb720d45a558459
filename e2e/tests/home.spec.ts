import { expect, test } from '@playwright/test';
import { companyAccounts, companyLedger } from '../support/companyLedger';
import { axeViolations, overflows } from '../support/pageChecks';
import { seedTransactions } from '../support/seed';

const OVERVIEW = 'Cash flow, runway and a 13-week forecast for your business';

for (const width of [390, 1440]) {
  test(`a first visitor's home is the overview, fitting a ${width}px screen and passing axe`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: OVERVIEW })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A sample forecast' })).toBeVisible();
    // The sample chart has drawn its line.
    await expect(page.locator('.recharts-line').first()).toBeVisible();
    await expect(
      page.getByText(/Signed out, your transactions stay in this browser/),
    ).toBeVisible();
    await expect(page.getByText(/can run on your own server/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
    expect.soft(await overflows(page)).toEqual([]);
    expect.soft(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Import a statement' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import Transactions' }),
    ).toBeVisible();
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up for a team ledger' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
}

test('a returning visitor with a ledger in this browser sees the dashboard', async ({ page }) => {
  await seedTransactions(page, companyLedger(), companyAccounts);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Transactions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: OVERVIEW })).toHaveCount(0);
});
