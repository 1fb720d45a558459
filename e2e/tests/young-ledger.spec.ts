import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedTransactions } from '../support/seed';
import { twoMonthLedger } from '../support/twoMonthLedger';

test.slow();

function card(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true }).first();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 6, 31, 12));
  await seedTransactions(page, twoMonthLedger());
});

test("a two-month ledger's dashboard and forecast tell one story: falling to about $4,400 by 30 October", async ({
  page,
}) => {
  await page.goto('/analytics/forecast');
  await expect(page.getByText('As of today, 31 Jul 2026')).toBeVisible();
  await expect(card(page, 'Current Balance')).toContainText('$51,289');
  await expect(card(page, 'Balance in 13 Weeks (Realistic)')).toContainText('$4,382');
  // Its low point: after the 15 October payroll, 4,382.20 - 2 x 1,263.90 = 1,854.40.
  const lowest = '$1,854Week of 10 Oct – 16 Oct 2026';
  await expect(card(page, 'Lowest balance in the next 13 weeks')).toContainText(lowest);
  // Its expected path stays above zero to 30 October; two months of history leave a wide range.
  await expect(card(page, 'Cash Runs Out')).toContainText('Not on the expected path');
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp).toContainText('Rent Maple Properties');
  await expect(comingUp).toContainText('1 Aug, 1 Sep and 1 Oct 2026');

  await page.goto('/');
  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(runway.getByRole('group', { name: 'Runway', exact: true })).toContainText(
    'Cash reaches zero on 8 Nov 2026',
  );
  await expect(
    runway.getByRole('group', { name: 'Lowest balance in the next 13 weeks' }),
  ).toContainText(lowest);
  // The forecast falls as the ledger burns: nothing to explain.
  await expect(runway.getByText(/^The forecast (rises|falls) by/)).toHaveCount(0);
});
