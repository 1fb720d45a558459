import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TransactionsPage } from '../support/TransactionsPage';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('a ledger kept in this browser moves into the new organisation on sign-up, counts and totals compared', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // Before any account: an import kept in this browser only.
  await page.goto('/transactions/import');
  await page.getByLabel('CSV file').setInputFiles(fixture('checking-march-2024.csv'));
  await page.getByLabel('Description', { exact: true }).selectOption('Payee');
  await page.getByRole('button', { name: 'Import 7 transactions' }).click();
  await expect(page.getByText('Successfully imported 7 transactions')).toBeVisible();
  const tax = { id: 'p1', date: '2024-04-15', amount: -900, description: 'Estimated tax' };
  const van = {
    id: 's1',
    name: 'New van',
    layers: [
      {
        id: 'l1',
        type: 'oneOff',
        name: 'Van',
        start: '2024-04-20',
        accountId: 'main',
        amount: -20_000,
      },
    ],
  };
  // Two weeks of forecasts this browser froze (Mondays 18 and 25 March 2024).
  const frozen = ['2024-03-24', '2024-03-31'].map((asOf, i) => ({
    week: i === 0 ? '2024-03-18' : '2024-03-25',
    asOf,
    engineVersion: 'moved',
    forecasts: [
      {
        scenarioId: null,
        name: 'Base forecast',
        weeks: [
          { end: i === 0 ? '2024-03-31' : '2024-04-07', low: 900, expected: 1000, high: 1100 },
        ],
      },
    ],
  }));
  await page.evaluate(
    (kept) => localStorage.setItem('cashline.frozenForecasts', JSON.stringify(kept)),
    frozen,
  );
  await page.evaluate(
    ([item, scenario]) => {
      localStorage.setItem('cashline.plannedItems', JSON.stringify([item]));
      localStorage.setItem(
        'cashline.recurringChoices',
        JSON.stringify({ 'out:rent': 'confirmed' }),
      );
      localStorage.setItem('cashline.scenarios', JSON.stringify([scenario]));
    },
    [tax, van] as const,
  );

  // Signing up (this context's cookie) makes the organisation's empty server ledger the one shown.
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Mover',
      email: `mover-${run}@example.com`,
      password: 'a long enough passphrase',
      orgName: 'Mover Ltd',
    },
    headers: { Origin: baseURL ?? '' },
  });
  expect(signUp.ok()).toBe(true);
  const list = await new TransactionsPage(page).goto();
  const offer = page.getByText(/This browser holds 7 transactions from before you signed in/);
  await expect(offer).toBeVisible();
  await expect(list.rows).toHaveCount(0);

  await page.getByRole('button', { name: 'Move them' }).click();
  await expect(
    page.getByText(/Moved 7 transactions into Mover Ltd: the server's count and total/),
  ).toBeVisible();
  await expect(list.rows).toHaveCount(7);
  await expect(page.getByText('Stored on the server for your team.')).toBeVisible();
  // The planned one-off, the scenario, the frozen forecasts and the recurring choice came along,
  // for the team's forecasts.
  const me = (await (await page.request.get('/api/me')).json()) as { activeOrganizationId: string };
  const document = async (kind: string) =>
    (
      (await (
        await page.request.get(`/api/orgs/${me.activeOrganizationId}/documents/${kind}`)
      ).json()) as {
        value: unknown;
      }
    ).value;
  expect(await document('plannedItems')).toEqual([tax]);
  expect(await document('recurringChoices')).toEqual({ 'out:rent': 'confirmed' });
  expect(await document('scenarios')).toEqual([van]);
  const orgFrozen = await page.request.get(`/api/orgs/${me.activeOrganizationId}/frozen-forecasts`);
  expect(await orgFrozen.json()).toEqual(frozen);

  // The browser's own copy is gone once the server's matched: the offer does not come back.
  await page.reload();
  await expect(list.rows).toHaveCount(7);
  await expect(offer).toHaveCount(0);
});
