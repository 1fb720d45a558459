import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedTransactions } from '../support/seed';
import type { SeedTransaction } from '../support/seed';

// Seeding through IndexedDB and rendering the charts are slow on a loaded machine.
test.slow();

function iso(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * A year of a small business with the long category names and six-figure totals real books have,
 * around today's date (the app reads the local clock), newest first.
 */
function businessYear(now = new Date()): SeedTransaction[] {
  const rows: SeedTransaction[] = [];
  let balance = 48_000;
  for (let back = 0; back < 12; back += 1) {
    const day = (d: number) => iso(new Date(now.getFullYear(), now.getMonth() - back, d));
    const month: Array<[string, number, string, string]> = [
      [day(1), 21_350.75, 'Card settlements', 'Square card settlement'],
      [day(1), 2_400.5, 'Professional services income', 'Consulting invoice paid'],
      [day(1), -12_300, 'Payroll', 'Payroll - Gusto'],
      [day(1), -3_200, 'Rent', 'Office rent'],
      [day(1), -2_650.4, 'Suppliers', 'Sysco food supplies'],
      [day(1), -410.2, 'Utilities', 'Electric & gas utility'],
    ];
    for (const [date, amount, category, description] of month) {
      rows.push({
        id: `layout-${rows.length + 1}`,
        date,
        description,
        amount,
        type: amount < 0 ? 'outflow' : 'inflow',
        category,
        ...(rows.length === 0 ? { balance } : {}),
      });
      balance -= amount;
    }
  }
  return rows;
}

/** Elements of `selector` whose content is wider than their box: a clipped column or a cut-off name. */
async function clipped(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => (element.textContent ?? '').slice(0, 60)),
    );
}

const pages = [
  ['/analytics/inflows', 'Inflow by Category'],
  ['/analytics/outflows', 'Outflow by Category'],
  ['/analytics/runway', 'Runway Scenarios'],
  ['/analytics/forecast', 'Weekly Breakdown'],
  ['/reports', 'Category Breakdown'],
] as const;

for (const width of [1280, 390]) {
  test(`every figure table and category name fits the screen at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedTransactions(page, businessYear());
    for (const [path, table] of pages) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: table }).getByRole('table')).toBeVisible();
      expect(await clipped(page, '.table-wrap'), `${path}: tables with hidden columns`).toEqual([]);
      expect(await clipped(page, '.category-list__name'), `${path}: cut-off names`).toEqual([]);
    }
  });
}
