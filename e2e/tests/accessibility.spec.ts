import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { analyticsLedger } from '../support/analyticsLedger';
import { seedTransactions } from '../support/seed';
import { axeOn } from '../support/pageChecks';

/** Every route of the app, with a ledger behind the pages that show figures. */
const routes = [
  '/',
  '/analytics/inflows',
  '/analytics/outflows',
  '/analytics/runway',
  '/analytics/forecast',
  '/transactions',
  '/transactions/add',
  '/transactions/edit/seed-1',
  '/transactions/import',
  '/transactions/categories',
  '/accounts',
  '/invoices',
  '/transactions/rules',
  '/integration',
  '/integration/quickbooks',
  '/reports',
  '/reports/custom',
  '/reports/export',
  '/account/profile',
  '/account/settings',
  '/account/billing',
  '/account/team',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=e2e',
  '/invite/e2e-invitation',
  '/about',
  '/contact',
  '/features',
  '/pricing',
  '/help',
  '/documentation',
  '/tutorials',
  '/support',
  '/testimonials',
  '/case-studies',
  '/blog',
  '/privacy',
  '/terms',
  '/cookies',
  '/data-processing',
  '/refund-policy',
  '/no/such/page',
];

async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Charts draw after the figures; let them settle so axe sees the page as a user does.
  await page.waitForLoadState('networkidle');
  const results = await axeOn(page).analyze();
  return results.violations.map(
    (v) => `${v.impact ?? ''} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const layouts = [
  { name: 'desktop, light theme', viewport: { width: 1280, height: 900 }, theme: 'light' },
  { name: 'phone, dark theme', viewport: { width: 390, height: 844 }, theme: 'dark' },
] as const;

for (const layout of layouts) {
  test.describe(layout.name, () => {
    test.use({ viewport: layout.viewport });
    // Half the route list with axe takes about 45 s alone, but over 70 s on a loaded 2-core machine
    // (load average 20+), past test.slow()'s 90 s budget when two heavy tests share it.
    test.setTimeout(240_000);

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('userSettings', JSON.stringify({ preferences: { theme: chosen } }));
      }, layout.theme);
      await seedTransactions(page, analyticsLedger());
    });

    // A third of the routes a test, so the two workers share them, each test stays well inside its
    // time on a loaded machine, and a failure names its part.
    for (const [part, name] of ['A', 'B', 'C'].entries()) {
      test(`routes ${name} have no accessibility violations of any impact`, async ({ page }) => {
        const found: string[] = [];
        for (const path of routes.filter((_, i) => i % 3 === part)) {
          for (const violation of await violations(page, path)) found.push(`${path} ${violation}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}
