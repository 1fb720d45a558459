import fs from 'node:fs';
import { expect, test } from '@playwright/test';

const shippedPrivacy = fs.readFileSync(
  new URL('../../apps/server/content/legal/privacy.md', import.meta.url),
  'utf8',
);

test('the privacy page shows the shipped text: what is stored where, and what goes to the AI', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const headings = [...shippedPrivacy.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
  expect(headings).toContain('What goes to the AI gateway, and when');
  for (const heading of headings) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('com.intuit.quickbooks.accounting')).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'cookie policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('cell', { name: 'cashline_session' })).toBeVisible();
});
