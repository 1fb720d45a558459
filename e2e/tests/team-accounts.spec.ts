import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

type ServerAccount = { name: string; lowCashThreshold?: number };

async function serverAccount(page: Page, orgId: string, name: string) {
  const res = await page.request.get(`/api/orgs/${orgId}/accounts`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ServerAccount[]).find((account) => account.name === name);
}

test("a member empties an account's low-cash threshold and the organisation's ledger keeps it empty", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Thea',
      email: `thea-${run}@example.com`,
      password: 'a long enough passphrase',
      orgName: 'Thea Ltd',
    },
    headers: { Origin: baseURL ?? '' },
  });
  expect(signUp.ok()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as {
    activeOrganizationId: string;
  };
  const orgId = me.activeOrganizationId;
  const threshold = () => page.getByLabel('Low-cash threshold (optional)');
  const save = page.getByRole('button', { name: 'Save account' });

  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  await page.getByLabel('Account name*').fill('Reserve');
  await page.getByLabel('Kind').selectOption('savings');
  await threshold().fill('500');
  await save.click();
  await expect(page.getByText('Reserve saved.')).toBeVisible();
  // The browser sends its change to the server after showing it saved: read until it has landed.
  await expect
    .poll(() => serverAccount(page, orgId, 'Reserve'))
    .toMatchObject({ lowCashThreshold: 500 });

  await page.getByRole('button', { name: 'Edit Reserve' }).click();
  await expect(threshold()).toHaveValue('500');
  await threshold().clear();
  await save.click();
  // Saved: the form closes. Refused, it would stay open with the server's reason.
  await expect(page.getByRole('heading', { name: 'Edit Reserve' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => serverAccount(page, orgId, 'Reserve'))
    .not.toHaveProperty('lowCashThreshold');

  await page.reload();
  await page.getByRole('button', { name: 'Edit Reserve' }).click();
  await expect(threshold()).toHaveValue('');
});
