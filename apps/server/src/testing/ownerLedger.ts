import { passConsent } from './emulatorConsent.js';
import type { CookieBrowser } from './cookieBrowser.js';

/** The owner a backup test signs up, and signs in again after a restore. */
export const OWNER = {
  email: 'olive@example.com',
  password: 'olive passphrase',
  name: 'Olive',
  orgName: 'Harbor Lane Bakery',
};

async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status) {
    throw new Error(`${what} answered ${res.status}, not ${status}: ${await res.text()}`);
  }
  return res;
}

const sale = (id: string, date: string, amount: number) => ({
  id,
  date,
  description: `Invoice ${id}`,
  amount,
  type: amount < 0 ? 'outflow' : 'inflow',
  category: amount < 0 ? 'Software' : 'Sales',
});

/**
 * Signs the owner up on `url` and fills the organisation's ledger through the API: an account,
 * categories, a rule, transactions typed in and a committed import. Answers the organisation id.
 */
export async function seedOwnerLedger(browser: CookieBrowser, url: string): Promise<string> {
  await expectStatus(
    await browser.fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', json: OWNER }),
    200,
    'sign-up',
  );
  const me = await expectStatus(await browser.fetch(`${url}/api/me`), 200, '/api/me');
  const orgId = ((await me.json()) as { activeOrganizationId: string }).activeOrganizationId;
  const org = `${url}/api/orgs/${orgId}`;
  const send = async (method: string, path: string, json: unknown, status: number) =>
    expectStatus(await browser.fetch(`${org}${path}`, { method, json }), status, path);

  await send(
    'POST',
    '/accounts',
    {
      id: 'savings',
      name: 'Savings',
      kind: 'savings',
      currency: 'USD',
      openingBalance: 2500.5,
      openingDate: '2026-01-01',
      archived: false,
    },
    201,
  );
  await send(
    'PUT',
    '/documents/categories',
    { baseVersion: 0, value: [{ name: 'Software', group: 'Operating' }, { name: 'Sales' }] },
    200,
  );
  const rule = {
    id: 'r1',
    conditions: [{ kind: 'payee', value: 'aws emea' }],
    actions: { category: 'Software' },
  };
  await send('PUT', '/documents/rules', { baseVersion: 0, value: [rule] }, 200);
  const typed = [sale('t1', '2026-03-01', -120), sale('t2', '2026-03-02', 1250.25)];
  await send('POST', '/transactions', { transactions: typed }, 201);

  const imported = [sale('i1', '2026-03-05', -42.1), sale('i2', '2026-03-06', 300)];
  const started = await send('POST', '/imports', { fileName: 'march.csv', rowCount: 2 }, 201);
  const importId = ((await started.json()) as { id: string }).id;
  await send('POST', `/imports/${importId}/chunks`, { index: 0, transactions: imported }, 200);
  await send('POST', `/imports/${importId}/commit`, undefined, 200);
  return orgId;
}

/** Connects the signed-in owner's organisation to the (emulated) QuickBooks company. */
export async function connectQuickBooks(browser: CookieBrowser, url: string): Promise<void> {
  const auth = await expectStatus(
    await browser.fetch(`${url}/api/quickbooks/auth`),
    200,
    'QuickBooks auth',
  );
  const { authUri } = (await auth.json()) as { authUri: string };
  const callback = await passConsent(authUri, 'approve');
  await expectStatus(
    await browser.fetch(`${url}${callback.pathname}${callback.search}`),
    302,
    'QuickBooks callback',
  );
}

/** How many transactions a pull from QuickBooks through `url` brings: it needs usable tokens. */
export async function pullQuickBooks(browser: CookieBrowser, url: string): Promise<number> {
  const pulled = await expectStatus(
    await browser.fetch(`${url}/api/quickbooks/export?format=json`),
    200,
    'QuickBooks pull',
  );
  const body = (await pulled.json()) as { data: { transactions: unknown[] } };
  return body.data.transactions.length;
}

/** Signs the owner in with the password; answers the status. */
export async function signInOwner(browser: CookieBrowser, url: string): Promise<number> {
  const res = await browser.fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    json: { email: OWNER.email, password: OWNER.password },
  });
  return res.status;
}
