import { expect, test } from '@playwright/test';

/** app.md section 2's route table, with the title each screen shows. */
const routeTable: readonly (readonly [string, string | RegExp])[] = [
  // A first visit, signed out with nothing stored: the overview (home.spec.ts).
  ['/', 'Cash flow, runway and a 13-week forecast for your business'],
  ['/analytics/inflows', 'Cash Inflows Analysis'],
  ['/analytics/outflows', 'Cash Outflows Analysis'],
  ['/analytics/runway', 'Cash Runway Analysis'],
  ['/analytics/forecast', '13-Week Cash Forecast'],
  ['/transactions', 'Transaction Management'],
  ['/transactions/add', 'Add Transaction'],
  // No stored transaction has this id, so the edit route may say so instead.
  ['/transactions/edit/no-such-id', /^(Edit Transaction|Transaction Not Found)$/],
  ['/transactions/import', 'Import Transactions'],
  ['/transactions/categories', 'Transaction Categories'],
  ['/transactions/rules', 'Categorisation Rules'],
  ['/integration', 'Integrations'],
  ['/integration/quickbooks', 'QuickBooks Integration'],
  ['/reports', 'Financial Reports'],
  ['/reports/custom', 'Custom Reports'],
  ['/reports/export', 'Export Reports'],
  ['/account/profile', 'Profile'],
  ['/account/settings', 'Settings'],
  ['/account/billing', 'Billing'],
  ['/about', 'About Cashline'],
  ['/contact', 'Contact Us'],
  ['/features', 'Features'],
  ['/pricing', 'Pricing'],
  ['/help', 'Help Center'],
  ['/documentation', 'Documentation'],
  ['/tutorials', 'Tutorials'],
  ['/support', 'Support'],
  ['/testimonials', 'Testimonials'],
  ['/case-studies', 'Case Studies'],
  ['/blog', 'Blog'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/data-processing', 'Data Processing Agreement'],
  ['/refund-policy', 'Refund Policy'],
];

const placeholders = ['/testimonials', '/case-studies', '/blog'];

test('every route of the route table renders its title', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, title] of routeTable) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  }
});

test('placeholders say Coming Soon and link back to the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of placeholders) {
    await page.goto(path);
    await expect(page.getByText('Coming Soon'), path).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/');
  }
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
