import path from 'node:path';
import { expect, test } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { chooseCategory } from '../support/chooseCategory';
import { TransactionsPage } from '../support/TransactionsPage';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

type Row = { description: string; amount: number; category: string };

test('two tabs of one user edit offline: both edits are kept, shown in both tabs and sent when back online; an import and its undo reach the server', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const orgId = await signUpOwner(page.request, origin, `tabs-${unique()}@example.com`, 'Tabs Ltd');
  const serverRows = async () =>
    (await call(page.request, origin, `/api/orgs/${orgId}/transactions`)).transactions as Row[];
  await call(page.request, origin, `/api/orgs/${orgId}/transactions/batch`, {
    create: [
      {
        id: 'alpha',
        date: '2024-05-01',
        description: 'Alpha rent',
        amount: -1000,
        type: 'outflow',
        category: 'Rent',
      },
      {
        id: 'beta',
        date: '2024-05-02',
        description: 'Beta hosting',
        amount: -40,
        type: 'outflow',
        category: 'Software',
      },
    ],
  });

  const first = await new TransactionsPage(page).goto();
  await expect(first.rows).toHaveCount(2);
  const secondPage = await context.newPage();
  const second = await new TransactionsPage(secondPage).goto();
  await expect(second.rows).toHaveCount(2);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Offline, each tab edits a different row; neither loses the other's edit.
  await context.setOffline(true);
  await first.row('Alpha rent').getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Amount').fill('1100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.row('Alpha rent')).toContainText('-$1,100.00');
  await second.row('Beta hosting').getByRole('link', { name: /Edit/ }).click();
  await chooseCategory(secondPage, 'Hosting');
  await secondPage.getByRole('button', { name: 'Save Changes' }).click();
  await secondPage.getByRole('button', { name: 'Not now' }).click();
  await expect(second.row('Beta hosting')).toContainText('Hosting');
  await expect(second.row('Alpha rent')).toContainText('-$1,100.00');
  await expect(first.row('Beta hosting')).toContainText('Hosting');
  await expect(
    secondPage.getByText(
      'Offline: 2 changes kept in this browser, to be sent when the server can be reached.',
    ),
  ).toBeVisible({ timeout: 10_000 });
  expect(await serverRows()).toMatchObject([
    { description: 'Beta hosting', category: 'Software' },
    { description: 'Alpha rent', amount: -1000 },
  ]);

  // Back online, both edits reach the server, and the notice goes.
  await context.setOffline(false);
  await expect
    .poll(
      async () => (await serverRows()).map((r) => `${r.description} ${r.amount} ${r.category}`),
      {
        timeout: 40_000,
      },
    )
    .toEqual(['Beta hosting -40 Hosting', 'Alpha rent -1100 Rent']);
  await expect(secondPage.getByText(/changes? kept in this browser/)).toBeHidden({
    timeout: 10_000,
  });

  // An import in one tab reaches the server and the other tab; undoing it in the other removes it.
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture('checking-march-2024.csv'));
  await page.getByLabel('Description', { exact: true }).selectOption('Payee');
  // A file of a new layout is offered a new account: this one belongs in the ledger's own.
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('Main account');
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(
    page.getByText('Successfully imported 7 transactions from checking-march-2024.csv.'),
  ).toBeVisible();
  await expect.poll(async () => (await serverRows()).length, { timeout: 20_000 }).toBe(9);
  await expect(second.rows).toHaveCount(9, { timeout: 10_000 });
  const batch = secondPage.getByRole('region', { name: 'Recent imports' });
  await batch.getByRole('button', { name: 'Undo import' }).click();
  await expect(
    secondPage.getByText(
      'Import undone: removed 7 transactions imported from checking-march-2024.csv.',
    ),
  ).toBeVisible();
  await expect.poll(async () => (await serverRows()).length, { timeout: 20_000 }).toBe(2);
  await first.goto();
  await expect(first.rows).toHaveCount(2);
});
