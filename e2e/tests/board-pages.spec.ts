import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { companyAccounts, companyLedger } from '../support/companyLedger';
import { seedTransactions } from '../support/seed';

// Seeding, charts and axe on six pages are slow on a loaded machine.
test.slow();

/** The pages a finance lead hands on, and a heading each shows once its figures are drawn. */
const pages = [
  ['/', 'Cash Runway'],
  ['/analytics/runway', 'Runway Scenarios'],
  ['/analytics/inflows', 'Inflow by Category'],
  ['/analytics/outflows', 'Outflow by Category'],
  ['/analytics/forecast', 'Coming Up'],
  ['/accounts', 'Accounts'],
  ['/reports', 'Category Breakdown'],
] as const;

/** What sticks out sideways: the page itself, a table that must scroll, a figure wider than its card. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`page ${root.scrollWidth}px wide`);
    }
    const wider = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => element.scrollWidth > element.clientWidth + 1,
      );
    for (const element of wider('.table-wrap, .metric-card')) {
      found.push(`${element.className}: ${(element.textContent ?? '').slice(0, 50)}`);
    }
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button, a.button'))) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth || box.left < 0)) {
        found.push(`button cut off: ${button.getAttribute('aria-label') ?? button.textContent}`);
      }
    }
    return found;
  });
}

for (const width of [390, 1440]) {
  test(`the board pages fit a ${width}px screen and pass axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedTransactions(page, companyLedger(), companyAccounts);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await overflows(page), `${path} at ${width}px`).toEqual([]);
      const axe = await new AxeBuilder({ page }).analyze();
      expect
        .soft(
          axe.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
          `${path} at ${width}px`,
        )
        .toEqual([]);
    }
  });
}
