import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  '/about',
  '/contact',
  '/features',
  '/pricing',
  '/help',
  '/documentation',
  '/tutorials',
  '/support',
  '/account/profile',
  '/account/settings',
  '/account/billing',
  '/privacy',
  '/no/such/page',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('userSettings', JSON.stringify({ preferences: { theme: chosen } }));
      }, theme);
    });

    for (const path of pages) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}

// Layouts that change most on a narrow screen: wide tables, two-column forms, plan grids.
const phonePages = ['/contact', '/pricing', '/tutorials', '/account/settings', '/account/billing'];

test.describe('phone width, dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('userSettings', JSON.stringify({ preferences: { theme: 'dark' } }));
    });
  });

  for (const path of phonePages) {
    test(`${path} has no serious accessibility violations on a phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
