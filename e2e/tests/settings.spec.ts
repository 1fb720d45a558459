import { expect, test } from '@playwright/test';

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

test('Clear All Data wipes localStorage and IndexedDB after confirmation', async ({ page }) => {
  await page.goto('/account/settings');
  await page.evaluate(async () => {
    localStorage.setItem('userProfile', JSON.stringify({ firstName: 'Kept?' }));
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('cashline', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('transactions');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
  });

  await page.getByRole('button', { name: 'Clear All Data' }).click();
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL('/');

  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name),
  );
  expect(databases).not.toContain('cashline');
});
