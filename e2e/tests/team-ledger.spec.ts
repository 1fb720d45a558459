import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { TransactionsPage } from '../support/TransactionsPage';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'a long enough passphrase';

/** The API as the app's own pages call it: same origin, the context's cookies. */
async function api(
  request: APIRequestContext,
  baseURL: string,
  method: 'get' | 'post',
  url: string,
  data?: object,
) {
  const res = await request[method](url, { data, headers: { Origin: baseURL } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

async function signUp(page: Page, baseURL: string, who: string, orgName?: string) {
  await api(page.request, baseURL, 'post', '/api/auth/sign-up/email', {
    name: who,
    email: `${who}-${run}@example.com`,
    password: PASSWORD,
    ...(orgName ? { orgName } : {}),
  });
  const me = await api(page.request, baseURL, 'get', '/api/me');
  return me.activeOrganizationId as string;
}

test('two members share one ledger: an import by the owner reaches the viewer without a reload, and the viewer cannot write', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const orgId = await signUp(page, origin, 'alice', 'Alice Bakery');

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  const invitation = await api(
    page.request,
    origin,
    'post',
    '/api/auth/organization/invite-member',
    {
      organizationId: orgId,
      email: `bob-${run}@example.com`,
      role: 'viewer',
    },
  );
  await signUp(bobPage, origin, 'bob');
  await api(bobPage.request, origin, 'post', '/api/auth/organization/accept-invitation', {
    invitationId: invitation.id,
  });
  await api(bobPage.request, origin, 'post', '/api/auth/organization/set-active', {
    organizationId: orgId,
  });

  // Bob watches the (still empty) shared ledger.
  const bobList = await new TransactionsPage(bobPage).goto();
  await expect(bobList.rows).toHaveCount(0);
  await expect(bobPage.getByText('Stored on the server for your team.')).toBeVisible();

  // Alice imports a statement into the organisation's ledger.
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture('checking-march-2024.csv'));
  await page.getByLabel('Description', { exact: true }).selectOption('Payee');
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(
    page.getByText('Successfully imported 7 transactions from checking-march-2024.csv.'),
  ).toBeVisible();

  // It is on the server: Bob's open page shows it within seconds, without a reload.
  await expect(bobList.rows).toHaveCount(7, { timeout: 10_000 });
  await expect(bobList.row('Harbor Properties LLC')).toContainText('-$2,400.00');
  const page1 = await api(bobPage.request, origin, 'get', `/api/orgs/${orgId}/transactions`);
  expect((page1.transactions as unknown[]).length).toBe(7);

  // A viewer is offered no form, and a change sent anyway is refused with nothing lost.
  await bobPage.goto('/transactions/add');
  await expect(
    bobPage.getByText('You can view this ledger; ask an owner or admin for edit access.'),
  ).toBeVisible();
  await expect(bobPage.getByRole('button', { name: 'Add Transaction' })).toHaveCount(0);
  const refused = await bobPage.request.post(`/api/orgs/${orgId}/transactions`, {
    headers: { Origin: origin },
    data: {
      transactions: [
        {
          id: 'manual-not-saved',
          date: '2024-03-20',
          description: 'Should not be saved',
          amount: -12.5,
          type: 'outflow',
          category: 'Office',
        },
      ],
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toMatch(/Your role \(viewer\) cannot do this/);
  const after = await api(bobPage.request, origin, 'get', `/api/orgs/${orgId}/transactions`);
  expect((after.transactions as unknown[]).length).toBe(7);

  // A fresh browser of Alice's (a new device) gets the same ledger.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await api(laptopPage.request, origin, 'post', '/api/auth/sign-in/email', {
    email: `alice-${run}@example.com`,
    password: PASSWORD,
  });
  const laptopList = await new TransactionsPage(laptopPage).goto();
  await expect(laptopList.rows).toHaveCount(7);
  await laptop.close();

  // Without an account the ledger is this browser's, and the page says so.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await new TransactionsPage(visitorPage).goto();
  await expect(visitorPage.getByText('Stored in this browser only.')).toBeVisible();
  await visitor.close();

  // Rules live with the organisation's ledger: one made by Alice is on the server for Bob too.
  await page.goto('/transactions/rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  await page.getByLabel('Value').fill('sysco');
  await page.getByLabel('Set category').fill('Food Supplies');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Save and apply' }).click();
  await expect(page.getByText(/Rule saved and applied to 1 transaction/)).toBeVisible();
  const rules = await api(bobPage.request, origin, 'get', `/api/orgs/${orgId}/documents/rules`);
  expect(JSON.stringify(rules.value)).toContain('sysco');
  await bobPage.goto('/transactions/rules');
  await expect(
    bobPage.getByRole('table', { name: 'Rules' }).getByText(/description contains 'sysco'/),
  ).toBeVisible();
  // The rule's category change reached the server's ledger as an edit.
  const bobAgain = await new TransactionsPage(bobPage).goto();
  await expect(bobAgain.row('Sysco Corporation')).toContainText('Food Supplies');

  // The owner's audit log says who imported what.
  await page.goto('/account/team');
  const log = page.getByRole('table', { name: 'Audit log' });
  const imported = log.getByRole('row').filter({ hasText: 'Import imported' });
  await expect(imported).toContainText(`alice-${run}@example.com`);
  await expect(imported).toContainText('fileName: checking-march-2024.csv; rows: 7');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the whole log (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('cashline-audit-log.csv');
  await page.screenshot({ path: test.info().outputPath('audit.png'), fullPage: true });
  await bobContext.close();
});
