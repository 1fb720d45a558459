import { expect, test } from '@playwright/test';

test('home opens with the shared frame', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cashline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Cash flow, runway and a 13-week forecast for your business',
    }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Cashline`,
  );
});

test('a deep link to a client route is served and rendered', async ({ page }) => {
  const response = await page.goto('/analytics/forecast');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: '13-Week Cash Forecast' }),
  ).toBeVisible();
});

test('the API answers beside the app', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});
