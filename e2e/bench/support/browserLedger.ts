import type { Page } from '@playwright/test';
import { writeLedgerInPage } from '../../support/seed';

/** The id of the `i`th generated row. */
export const benchRowId = (i: number) => `imported-bench-row-${i}`;

/**
 * Generates `count` transactions inside the page (40 a day, oldest first, from 2015 on or, with
 * `endingToday`, up to today so the analysis pages have recent months) and stores them as the
 * signed-out app does, so a large ledger never crosses the test's wire. Each row is in the main
 * account, as every row the app imports or adds is: rows without one are a ledger stored before
 * accounts existed, which the app copies row by row into an account at every load until a save.
 */
export async function storeBrowserLedger(
  page: Page,
  count: number,
  { endingToday = false } = {},
): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([n, toToday]) => {
      const categories = ['Rent', 'Utilities', 'Payroll', 'Marketing', 'Food Supplies'];
      const list = new Array(n);
      const now = new Date();
      const days = Math.ceil(n / 40) - 1;
      const start = toToday
        ? Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - days)
        : Date.UTC(2015, 0, 1);
      for (let i = 0; i < n; i += 1) {
        const inflow = i % 4 === 0;
        const cents = inflow ? 50_000 + ((i * 7919) % 250_000) : -(1_000 + ((i * 104729) % 90_000));
        list[i] = {
          id: `imported-bench-row-${i}`,
          date: new Date(start + Math.floor(i / 40) * 86_400_000).toISOString().slice(0, 10),
          description: inflow ? `Square sale #${i}` : `Supplier invoice ${i}`,
          amount: cents / 100,
          type: inflow ? 'inflow' : 'outflow',
          category: inflow ? 'Sales' : categories[i % categories.length],
          accountId: 'main',
        };
      }
      (window as unknown as { benchLedger?: unknown[] }).benchLedger = list;
    },
    [count, endingToday] as const,
  );
  await writeLedgerInPage(page, null);
  await page.evaluate(() => delete (window as unknown as { benchLedger?: unknown[] }).benchLedger);
}
