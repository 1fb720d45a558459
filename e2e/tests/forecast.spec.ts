import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { rentLedger } from '../support/rentLedger';
import { seedTransactions } from '../support/seed';

test.slow();

function card(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true }).first();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  await seedTransactions(page, rentLedger());
});

test('the forecast page shows dated weeks, the likely range, the low point and when cash runs out', async ({
  page,
}) => {
  await page.goto('/analytics/forecast');
  await expect(page.getByText('As of today, 10 Jun 2026')).toBeVisible();
  await expect(page.getByText(/^Showing Cashline's forecast/)).toBeVisible();
  await expect(card(page, 'Current Balance')).toContainText('$2,000');

  const table = page.getByRole('region', { name: 'Weekly Breakdown' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(14);
  await expect(rows.nth(1)).toHaveText('11 Jun – 17 Jun 2026$0$0$2,000likely $2,000 to $2,000');
  await expect(rows.nth(3)).toHaveText('25 Jun – 1 Jul 2026$0$1,000$1,000likely $1,000 to $1,000');
  await expect(rows.nth(8)).toHaveText('30 Jul – 5 Aug 2026$0$1,000$0likely $0 to $0');
  await expect(rows.nth(12)).toHaveText(
    '27 Aug – 2 Sep 2026Lowest$0$1,000-$1,000likely -$1,000 to -$1,000',
  );
  await expect(page.getByText('Week 1', { exact: true })).toHaveCount(0);

  await expect(card(page, 'Lowest balance in the next 13 weeks')).toContainText(
    '-$1,000Week of 27 Aug – 2 Sep 2026',
  );
  await expect(card(page, 'Cash Runs Out')).toContainText(
    'Cash runs out in the week of 27 Aug – 2 Sep 2026 (more than 9 in 10 chance).',
  );
  await expect(page.getByRole('group', { name: 'Simple Projection' })).toHaveCount(0);

  const chart = page.getByRole('figure', { name: /Week-end balance by scenario/ });
  await expect(chart).toHaveAccessibleName(/with the likely range, 8 in 10 weeks fall inside/);
  await expect(chart.getByText('Likely range, 8 in 10 weeks fall inside')).toBeVisible();

  await page.getByLabel('Scenario', { exact: true }).selectOption('pessimistic');
  // Rent x1.15: 2,000 - 1,150 in week 3.
  await expect(rows.nth(3)).toHaveText('25 Jun – 1 Jul 2026$0$1,150$850');
});

test("the dashboard shows the forecast's lowest balance beside the runway", async ({ page }) => {
  await page.goto('/');
  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(
    runway.getByRole('group', { name: 'Lowest balance in the next 13 weeks' }),
  ).toHaveText(
    'Lowest balance in the next 13 weeks-$1,000Week of 27 Aug – 2 Sep 2026; likely -$1,000 to -$1,000',
  );
});

test('coming up lists the rent; a dismissal is kept after a reload and changes the forecast', async ({
  page,
}) => {
  await page.goto('/analytics/forecast');
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('row').nth(1)).toHaveText(
    /Rent Oak StMonthly · Rent1 Jul, 3 Aug and 1 Sep 2026-\$1,000\.00/,
  );
  await comingUp.getByRole('button', { name: 'Dismiss Rent Oak St' }).click();
  await expect(comingUp).toContainText('No recurring payments found in your history yet.');
  const firstWeek = page.getByRole('region', { name: 'Weekly Breakdown' }).getByRole('row').nth(1);
  // Without the series the rent is part of the usual flow: some of it falls in the weeks between.
  const secondWeek = page.getByRole('region', { name: 'Weekly Breakdown' }).getByRole('row').nth(2);
  await expect(secondWeek).not.toContainText('18 Jun – 24 Jun 2026$0$0$');

  await page.reload();
  await expect(comingUp.getByText('Dismissed (1)')).toBeVisible();
  await expect(secondWeek).not.toContainText('18 Jun – 24 Jun 2026$0$0$');
  await comingUp.getByText('Dismissed (1)').click();
  await comingUp.getByRole('button', { name: 'Restore Rent Oak St' }).click();
  await expect(firstWeek).toContainText('11 Jun – 17 Jun 2026$0$0$2,000');
});

test('the accuracy panel checks past forecasts on the ledger', async ({ page }) => {
  await page.goto('/analytics/forecast');
  const panel = page.getByRole('region', { name: 'How accurate has this been?' });
  // Sundays 22 Feb to 10 May 2026, each checked 4 weeks later against the rent's balances.
  await expect(panel).toContainText(
    'Over your last 12 weeks, the 4-week-ahead balance was within 5% 12 times out of 12, and inside the likely range 12 times out of 12.',
  );
  await panel.getByText('The 12 checks').click();
  await expect(panel.getByRole('row').nth(1)).toHaveText(
    '02/22/202603/22/2026$5,000likely $5,000 to $5,000$5,000',
  );
});
