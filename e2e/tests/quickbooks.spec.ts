import { expect, test } from '@playwright/test';
import { clearQboFaults, scriptQboFault } from '../qboEmulator';
import { connectQuickBooks } from '../support/connectQuickBooks';

const SUCCESS =
  /^Successfully imported (\d+) transactions from QuickBooks! Dashboard updated with your financial data\.$/;

test('connects through the consent page, pulls the ledger and shows it in the app', async ({
  page,
  context,
}) => {
  await page.goto('/integration');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await page.getByRole('link', { name: 'Connect QuickBooks' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'QuickBooks Integration' }),
  ).toBeVisible();
  await expect(page.getByText('Not connected.')).toBeVisible();

  // Authorize opens Intuit's consent page in a new tab and shows its link here.
  const consentOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Authorize' }).click();
  const consent = await consentOpened;
  await expect(
    page.getByRole('link', { name: 'Open the QuickBooks authorization page' }),
  ).toBeVisible();
  await expect(consent.getByRole('heading', { name: 'Connect to QuickBooks' })).toBeVisible();
  await expect(consent.getByText('Harbor Lane Bakery')).toBeVisible();

  // Intuit sends the browser back to the callback, which lands on the QuickBooks page, connected.
  await consent.getByRole('button', { name: 'Connect' }).click();
  await expect(consent).toHaveURL(/\/integration\/quickbooks\?connected=1$/);
  await expect(consent.getByText('Connected to Harbor Lane Bakery.')).toBeVisible();

  await consent.getByRole('button', { name: 'Pull Data' }).click();
  const success = consent.getByText(SUCCESS);
  await expect(success).toBeVisible({ timeout: 20_000 });
  const imported = Number(SUCCESS.exec((await success.textContent()) ?? '')?.[1]);
  expect(imported).toBeGreaterThan(500);

  // The first tab learns of the connection when it is looked at again.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Connected to Harbor Lane Bakery.')).toBeVisible();

  await consent.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(consent.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(consent.getByText('No transaction data')).toHaveCount(0);

  // The all-time totals are the pulled ledger's, summed to the cent.
  const ledger = (await (
    await consent.request.get('/api/quickbooks/export?format=json')
  ).json()) as { data: { transactions: { amount: number; transferId?: string }[] } };
  expect(ledger.data.transactions).toHaveLength(imported);
  // Transfers between the bakery's own accounts are neither money in nor out.
  const centsWhere = (keep: (amount: number) => boolean) =>
    ledger.data.transactions
      .filter(({ amount, transferId }) => transferId === undefined && keep(amount))
      .reduce((sum, { amount }) => sum + Math.round(Math.abs(amount) * 100), 0);
  const usd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  // The all-time totals are on the money-in and money-out pages, a link from the dashboard.
  await consent.goto('/analytics/inflows');
  await expect(consent.getByRole('group', { name: 'Total Inflows' }).first()).toContainText(
    usd.format(centsWhere((amount) => amount > 0) / 100),
  );
  await consent.goto('/analytics/outflows');
  await expect(consent.getByRole('group', { name: 'Total Outflows' }).first()).toContainText(
    usd.format(centsWhere((amount) => amount < 0) / 100),
  );

  await consent.goto('/transactions');
  await expect(consent.getByText('Daily till takings').first()).toBeVisible();
});

test('a pull asks before replacing existing transactions, naming how many', async ({
  page,
  context,
}) => {
  const consent = await connectQuickBooks(page, context);

  await consent.getByRole('button', { name: 'Pull Data' }).click();
  const first = consent.getByText(SUCCESS);
  await expect(first).toBeVisible({ timeout: 20_000 });
  const count = Number(SUCCESS.exec((await first.textContent()) ?? '')?.[1]);

  await consent.reload();
  await consent.getByRole('button', { name: 'Pull Data' }).click();
  const dialog = consent.getByRole('alertdialog', { name: 'Replace your transactions?' });
  await expect(dialog).toContainText(
    `Pulling from QuickBooks replaces all ${count} transactions already in Cashline. Replace them?`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await consent.getByRole('button', { name: 'Pull Data' }).click();
  await consent.getByRole('button', { name: `Replace ${count} transactions` }).click();
  await expect(consent.getByText(SUCCESS)).toBeVisible({ timeout: 20_000 });
});

test('a denied consent shows Connection Failed with Try Again and Go Back', async ({
  page,
  context,
}) => {
  await page.goto('/integration/quickbooks');
  const consentOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Authorize' }).click();
  const consent = await consentOpened;
  await consent.getByRole('button', { name: 'Cancel' }).click();
  await expect(consent).toHaveURL(/\/integration\/quickbooks\?error=access_denied$/);
  const failure = consent.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(failure).toContainText(
    'QuickBooks authorization was cancelled, so nothing was connected.',
  );
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(consent.getByRole('alert')).toHaveCount(0);
  await expect(consent.getByRole('button', { name: 'Authorize' })).toBeEnabled();
  await expect(consent.getByText('Not connected.')).toBeVisible();
});

test('a throttled pull says when to try again, and Try Again then pulls', async ({
  page,
  context,
}) => {
  const consent = await connectQuickBooks(page, context);

  // Intuit asks for 45 seconds: more than Cashline waits, so the page says so at once.
  await scriptQboFault({ status: 429, retryAfter: '45' });
  try {
    await consent.getByRole('button', { name: 'Pull Data' }).click();
    const failure = consent.getByRole('alert');
    await expect(failure.getByRole('heading', { name: 'Import Failed' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(failure).toContainText(
      'QuickBooks is limiting requests right now. Please try again in 45 seconds.',
    );
  } finally {
    await clearQboFaults();
  }
  await consent.getByRole('alert').getByRole('button', { name: 'Try Again' }).click();
  await consent.getByRole('button', { name: 'Pull Data' }).click();
  await expect(consent.getByText(SUCCESS)).toBeVisible({ timeout: 20_000 });
});
