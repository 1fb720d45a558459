import { expect, test } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { rentLedger } from '../support/rentLedger';

test.slow();

test("a planned payment added in Coming up is in the forecast and kept with the organisation's ledger", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  const orgId = await signUpOwner(page.request, origin, `plan-${unique()}@example.com`, 'Plan Ltd');
  await call(page.request, origin, `/api/orgs/${orgId}/transactions/batch`, {
    create: rentLedger(),
  });

  await page.goto('/analytics/forecast');
  const firstWeek = page.getByRole('region', { name: 'Weekly Breakdown' }).getByRole('row').nth(1);
  await expect(firstWeek).toHaveText('11 Jun – 17 Jun 2026$0$0$2,000likely $2,000 to $2,000');

  const comingUp = page.getByRole('region', { name: 'Coming up' });
  const form = comingUp.getByRole('form', { name: 'Add a planned payment' });
  await form.getByLabel('Date').fill('2026-06-15');
  await form.getByLabel('Description').fill('Estimated tax');
  await form.getByLabel('Amount').fill('500');
  await form.getByRole('button', { name: 'Add to forecast' }).click();

  const planned = comingUp.getByRole('region', { name: 'Planned one-offs' });
  await expect(planned).toContainText('Estimated tax 15 Jun 2026 -$500.00');
  await expect(firstWeek).toHaveText('11 Jun – 17 Jun 2026$0$500$1,500likely $1,500 to $1,500');
  await expect(
    page.getByRole('group', { name: 'Lowest balance in the next 13 weeks', exact: true }).first(),
  ).toContainText('-$1,500');

  // Kept with the organisation's ledger on the server, not in this browser.
  await expect
    .poll(
      async () =>
        (await call(page.request, origin, `/api/orgs/${orgId}/documents/plannedItems`)).value,
    )
    .toMatchObject([{ date: '2026-06-15', amount: -500, description: 'Estimated tax' }]);
  expect(await page.evaluate(() => localStorage.getItem('cashline.plannedItems'))).toBeNull();
  await page.reload();
  await expect(planned).toContainText('Estimated tax 15 Jun 2026 -$500.00');
  await expect(firstWeek).toHaveText('11 Jun – 17 Jun 2026$0$500$1,500likely $1,500 to $1,500');

  await planned.getByRole('button', { name: 'Remove Estimated tax' }).click();
  await expect(firstWeek).toHaveText('11 Jun – 17 Jun 2026$0$0$2,000likely $2,000 to $2,000');
  await expect
    .poll(
      async () =>
        (await call(page.request, origin, `/api/orgs/${orgId}/documents/plannedItems`)).value,
    )
    .toEqual([]);
});
