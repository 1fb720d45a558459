import { expect, test } from '@playwright/test';

/** Home of a first visit, signed out with nothing stored: the overview. */
const HOME_TITLE = 'Cash flow, runway and a 13-week forecast for your business';

test('after a first visit the app opens offline from the service worker cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  // The app shell is cached once the worker is active and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await page.evaluate(() =>
    localStorage.setItem(
      'userProfile',
      JSON.stringify({
        firstName: 'Offline',
        lastName: 'User',
        email: 'o@example.com',
        phone: '',
        company: '',
        jobTitle: '',
        timezone: 'Europe/London',
        language: 'en',
        bio: '',
      }),
    ),
  );

  await context.setOffline(true);
  // The worker itself must be cut off too, or this test would prove nothing.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker is running.');
  const workerFetch = await worker.evaluate(() =>
    fetch('/api/health').then(
      () => 'reached the network',
      () => 'offline',
    ),
  );
  expect(workerFetch).toBe('offline');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Offline');

  await context.setOffline(false);
});
