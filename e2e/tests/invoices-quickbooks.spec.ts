import { expect, test } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { connectQuickBooks } from '../support/connectQuickBooks';

const LEDGER_PULLED = /^Successfully imported \d+ transactions from QuickBooks!/;
const PULLED =
  /^Pulled (\d+) invoices? and (\d+) bills? from QuickBooks: (\d+) new, (\d+) changed, (\d+) removed\.$/;

test.slow();

test('connected to QuickBooks, the Invoices page pulls the invoices and bills into its list and the forecast shows what customers owe', async ({
  page,
  context,
}) => {
  const consent = await connectQuickBooks(page, context);
  // The forecast needs the ledger: the receivables are shown beside it.
  await consent.getByRole('button', { name: 'Pull Data' }).click();
  await expect(consent.getByText(LEDGER_PULLED)).toBeVisible({ timeout: 20_000 });

  await consent.goto('/invoices');
  await expect(consent.getByRole('heading', { name: 'Invoices and bills' })).toBeVisible();
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  const result = consent.getByText(PULLED);
  await expect(result).toBeVisible({ timeout: 30_000 });
  const counts = (PULLED.exec((await result.textContent()) ?? '') ?? []).slice(1).map(Number);
  expect(counts).toHaveLength(5);
  const [invoices = 0, bills = 0, ...changes] = counts;
  expect(invoices).toBeGreaterThan(0);
  expect(bills).toBeGreaterThan(0);
  expect(changes).toEqual([invoices + bills, 0, 0]);

  // The list shows them without a page reload: the customer who never pays still owes.
  const table = consent.getByRole('table', { name: 'Invoices and bills' });
  await expect(table.getByRole('row')).toHaveCount(invoices + bills + 1);
  await expect(table.getByRole('row', { name: /Driftwood Catering/ }).first()).toBeVisible();

  // A second pull finds the same items: nothing new, nothing changed.
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  await expect(
    consent.getByText(
      `Pulled ${invoices} invoices and ${bills} bills from QuickBooks: 0 new, 0 changed, 0 removed.`,
    ),
  ).toBeVisible({ timeout: 30_000 });

  await consent.goto('/analytics/forecast');
  const receivables = consent.getByRole('region', { name: 'Receivables' });
  await expect(receivables).toContainText(/Customers owe \$[\d,]+(\.\d\d)? on \d+ open invoices/);
  await expect(receivables).toContainText('Driftwood Catering');
});

test("signed in, a pull is stored in the organisation's invoices and bills and the list reads them again", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const orgId = await signUpOwner(
    page.request,
    origin,
    `qbo-inv-${unique()}@example.com`,
    'Qbo Inv',
  );
  const consent = await connectQuickBooks(page, context);

  await consent.goto('/invoices');
  await expect(consent.getByText(/No invoices or bills yet/)).toBeVisible();
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  const result = consent.getByText(PULLED);
  await expect(result).toBeVisible({ timeout: 30_000 });
  const [invoices = 0, bills = 0] = (PULLED.exec((await result.textContent()) ?? '') ?? [])
    .slice(1)
    .map(Number);
  const kept = (await call(page.request, origin, `/api/orgs/${orgId}/documents/openItems`)) as {
    value: unknown[];
  };
  expect(kept.value).toHaveLength(invoices + bills);
  const table = consent.getByRole('table', { name: 'Invoices and bills' });
  await expect(table.getByRole('row')).toHaveCount(invoices + bills + 1);
  await expect(table.getByRole('row', { name: /Driftwood Catering/ }).first()).toBeVisible();
});
