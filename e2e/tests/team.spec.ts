import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeOn } from '../support/pageChecks';

// One data directory serves the whole run (and retries): every run signs up new addresses.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const alice = { name: 'Alice Owner', email: `alice-${run}@example.com`, business: 'Alice Bakery' };
const bob = { name: 'Bob Viewer', email: `bob-${run}@example.com` };
const PASSWORD = 'a long enough passphrase';
const VIEW_ONLY = 'You can view this ledger; ask an owner or admin for edit access.';

async function noViolations(page: Page): Promise<void> {
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function signUpOn(page: Page, person: { name: string; email: string }, business = '') {
  await page.getByLabel('Your Name*').fill(person.name);
  if (business) await page.getByLabel('Business Name').fill(business);
  await page.getByLabel('Email Address*').fill(person.email);
  await page.getByLabel('Password*').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The owner records one transaction in the organisation's ledger, as the app's pages would. */
async function addToLedger(page: Page, origin: string): Promise<void> {
  const me = await page.request.get('/api/me');
  const { activeOrganizationId } = (await me.json()) as { activeOrganizationId: string };
  const res = await page.request.post(`/api/orgs/${activeOrganizationId}/transactions`, {
    headers: { Origin: origin },
    data: {
      transactions: [
        {
          id: 'manual-flour',
          date: '2024-03-04',
          description: 'Flour delivery',
          amount: -320.5,
          type: 'outflow',
          category: 'Food Supplies',
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

/** What a viewer sees: the ledger and the view-only line, and no control to change it. */
async function expectViewOnly(page: Page): Promise<void> {
  await page.goto('/transactions');
  const row = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: 'Flour delivery' });
  await expect(row).toContainText('-$320.50');
  await expect(page.getByText(VIEW_ONLY)).toBeVisible();
  await expect(row.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Transaction' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeEnabled();
  await noViolations(page);

  // Opened by its address, the import page says why there is nothing to do.
  await page.goto('/transactions/import');
  await expect(page.getByText(VIEW_ONLY)).toBeVisible();
  await expect(page.getByLabel('CSV file')).toHaveCount(0);

  // QuickBooks: the status only, neither connect nor pull.
  await page.goto('/integration/quickbooks');
  await expect(page.getByText(VIEW_ONLY)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pull Data' })).toHaveCount(0);
}

test('an owner invites a viewer, who signs up through the link and sees the organisation as viewer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await noViolations(page);
  await signUpOn(page, alice, alice.business);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('button', { name: 'Alice Bakery (Owner)' })).toBeVisible();
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByText('Alice Bakery. Your role: Owner.')).toBeVisible();
  await addToLedger(page, baseURL ?? '');

  await page.getByLabel('Email Address*').fill(bob.email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('this server does not send e-mail')).toBeVisible();
  const link = await page.getByRole('status').getByRole('link').textContent();
  expect(link).toMatch(/\/invite\/[\w-]+$/);
  await noViolations(page);

  // Bob, in a browser of his own, follows the link, signs up and accepts.
  const bobContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const bobPage = await bobContext.newPage();
  await bobPage.goto(link ?? '');
  await bobPage.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await signUpOn(bobPage, bob);
  await expect(bobPage.getByText(`${alice.email} invited you to join`)).toContainText(
    'Alice Bakery as Viewer',
  );
  await noViolations(bobPage);
  await bobPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(bobPage).toHaveURL(/\/account\/team$/);
  await expect(bobPage.getByText('Alice Bakery. Your role: Viewer.')).toBeVisible();
  await expect(bobPage.getByRole('cell', { name: alice.email })).toBeVisible();
  await expect(bobPage.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);
  await expect(bobPage.getByRole('combobox')).toHaveCount(0);
  await noViolations(bobPage);
  // Signed up through the invitation, Bob belongs to Alice's organisation only.
  await bobPage.getByRole('button', { name: 'Account' }).click();
  await expect(
    bobPage.getByRole('button', { name: /\((Owner|Admin|Editor|Viewer)\)$/ }),
  ).toHaveText(['Alice Bakery (Viewer)']);
  await expectViewOnly(bobPage);
  await bobContext.close();

  // Alice's team page lists Bob as a viewer.
  await page.reload();
  await expect(page.getByRole('cell', { name: bob.email })).toBeVisible();
  await expect(page.getByLabel(`Role of ${bob.name}`)).toHaveValue('viewer');

  // Logout signs out on the server: after a reload Alice is still signed out. It also deletes
  // this browser's copy of the organisation's ledger.
  const copies = () =>
    page.evaluate(
      async () =>
        (await indexedDB.databases()).filter((db) => db.name?.startsWith('cashline-ledger:'))
          .length,
    );
  expect(await copies()).toBe(1);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(copies).toBe(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});

test('a wrong password is refused with a message, the right one signs in', async ({ page }) => {
  await page.goto('/signup');
  const carol = { name: 'Carol', email: `carol-${run}@example.com` };
  await signUpOn(page, carol);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Email Address*').fill(carol.email);
  await page.getByLabel('Password*').fill('not the passphrase');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password*').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});
