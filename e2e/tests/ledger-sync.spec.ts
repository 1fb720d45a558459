import { expect, test } from '@playwright/test';
import { PASSWORD, call } from '../support/ledgerApi';
import { TransactionsPage } from '../support/TransactionsPage';

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const EMAIL = `syncer-${run}@example.com`;

test('two browsers of one organisation see each other’s edits, and an edit made offline is sent when back online', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  await call(page.request, origin, '/api/auth/sign-up/email', {
    name: 'Syncer',
    email: EMAIL,
    password: PASSWORD,
    orgName: 'Sync Ltd',
  });
  const me = await call(page.request, origin, '/api/me');
  const orgId = me.activeOrganizationId as string;

  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await call(laptopPage.request, origin, '/api/auth/sign-in/email', {
    email: EMAIL,
    password: PASSWORD,
  });
  const laptopList = await new TransactionsPage(laptopPage).goto();
  await expect(laptopList.rows).toHaveCount(0);

  // An addition in the first browser reaches the second without a reload.
  const list = await new TransactionsPage(page).goto();
  await list.addOutflow({
    date: '2024-04-02',
    description: 'Window cleaning',
    amount: '85.50',
    category: 'Maintenance',
  });
  await expect(list.row('Window cleaning')).toContainText('-$85.50');
  await expect(laptopList.row('Window cleaning')).toContainText('-$85.50', { timeout: 10_000 });

  // Offline, an edit shows at once; reloading offline still shows the ledger from the copy.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await list.row('Window cleaning').getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Amount').fill('90.25');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(list.row('Window cleaning')).toContainText('-$90.25');
  await page.reload();
  await expect(list.row('Window cleaning')).toContainText('-$90.25');
  const onServerWhileOffline = await call(
    laptopPage.request,
    origin,
    `/api/orgs/${orgId}/transactions`,
  );
  expect(onServerWhileOffline.transactions).toMatchObject([{ amount: -85.5 }]);

  // Back online, the edit reaches the server and the other browser.
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const page1 = await call(laptopPage.request, origin, `/api/orgs/${orgId}/transactions`);
        return (page1.transactions as { amount: number }[]).map((t) => t.amount);
      },
      { timeout: 20_000 },
    )
    .toEqual([-90.25]);
  await expect(laptopList.row('Window cleaning')).toContainText('-$90.25', { timeout: 10_000 });

  // And the second browser's edit comes back to the first.
  await laptopList.row('Window cleaning').getByRole('link', { name: /Edit/ }).click();
  await laptopPage.getByLabel('Description').fill('Window cleaning (spring)');
  await laptopPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(list.row('Window cleaning (spring)')).toBeVisible({ timeout: 10_000 });

  // Both change the category, one of them offline: the later write wins, and its author is told.
  await context.setOffline(true);
  await list.row('Window cleaning (spring)').getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Category').selectOption('New category...');
  await page.getByLabel('New category name').fill('Cleaning');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await laptopList.row('Window cleaning (spring)').getByRole('link', { name: /Edit/ }).click();
  await laptopPage.getByLabel('Category').selectOption('New category...');
  await laptopPage.getByLabel('New category name').fill('Facilities');
  await laptopPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(laptopPage.getByText('Transaction saved.')).toBeVisible();
  await expect(page.getByText('Transaction saved.')).toBeVisible();
  await expect
    .poll(async () => {
      const page1 = await call(laptopPage.request, origin, `/api/orgs/${orgId}/transactions`);
      return (page1.transactions as { category: string }[]).map((t) => t.category);
    })
    .toEqual(['Facilities']);
  await context.setOffline(false);
  await expect(
    page.getByText(
      'Your edit replaced changes another member made meanwhile to: Window cleaning (spring) (category).',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await laptopList.goto();
  await expect(laptopList.row('Window cleaning (spring)')).toContainText('Cleaning', {
    timeout: 10_000,
  });
  await laptop.close();
});
