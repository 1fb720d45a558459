import { expect, test } from '@playwright/test';
import { sampleLedger, seedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

test('the theme chosen in Settings applies across the app and survives a reload', async ({
  page,
}) => {
  await page.goto('/account/settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await page.getByLabel('Theme').selectOption('dark');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Settings saved successfully!');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  const stored = await page.evaluate(() => localStorage.getItem('userSettings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ preferences: { theme: 'dark' } });

  await page.goto('/pricing');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
});

test('the auto theme follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/account/settings');
  await page.getByLabel('Theme').selectOption('auto');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('Clear All Data wipes stored transactions and settings after confirmation', async ({
  page,
}) => {
  // An older version's localStorage list is migrated into IndexedDB on load: real stored data.
  await page.goto('/account/settings');
  await page.evaluate(() => {
    localStorage.setItem('userProfile', JSON.stringify({ firstName: 'Kept?' }));
    localStorage.setItem(
      'transactions',
      JSON.stringify([
        {
          id: 'manual-clear-1',
          date: '2026-01-05',
          description: 'Wipe me',
          amount: -42,
          type: 'outflow',
          category: 'Other',
        },
      ]),
    );
  });
  await page.goto('/transactions');
  await expect(page.getByText('Wipe me')).toBeVisible();

  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Clear All Data' }).click();
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL('/');

  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/transactions');
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expect(page.getByText('Wipe me')).toHaveCount(0);
});

test('Clear All Data in one tab empties the transactions list open in another tab', async ({
  context,
}) => {
  const settingsTab = await context.newPage();
  await seedTransactions(settingsTab, sampleLedger);
  const listTab = await context.newPage();
  const list = await new TransactionsPage(listTab).goto();
  await expect(list.rows).toHaveCount(sampleLedger.length);

  await settingsTab.goto('/account/settings');
  await settingsTab.getByRole('button', { name: 'Clear All Data' }).click();
  await settingsTab.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(settingsTab).toHaveURL('/');

  // No reload: the other tab hears of the wipe from the store.
  await expect(list.emptyState).toBeVisible();
  await expect(list.rows).toHaveCount(0);
});
