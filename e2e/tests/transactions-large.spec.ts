import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { writeLedgerInPage } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

// 36.4 million px of rows at 52 px each: past the ~33.5 million px Chromium allows an element.
const COUNT = 700_000;

/** Where the row with this aria-rowindex is drawn, from the scroll area's top; null if not drawn. */
function rowTop(scroller: Locator, rowIndex: number): Promise<number | null> {
  return scroller.evaluate((element, index) => {
    const row = element.querySelector(`[role="row"][aria-rowindex="${index}"]`);
    if (!row) return null;
    return row.getBoundingClientRect().top - element.getBoundingClientRect().top;
  }, rowIndex);
}

test('the last of 700,000 transactions can be scrolled to and seen', async ({ page }) => {
  // About 10 s on its own; storing the rows takes most of it, and more when the cores are shared.
  test.setTimeout(60_000);
  await page.goto('/');
  // Generated inside the page and stored as the app stores them: no million rows over the wire.
  await page.evaluate((n) => {
    const list = new Array(n);
    const start = Date.UTC(2001, 0, 1);
    for (let i = 0; i < n; i += 1) {
      // Newest first: the list's last row is the oldest, and the only one dated 2000.
      const oldest = i === n - 1;
      list[i] = {
        id: `imported-large-row-${i}`,
        date: oldest
          ? '2000-01-01'
          : new Date(start + Math.floor((n - i) / 200) * 86_400_000).toISOString().slice(0, 10),
        description: oldest ? 'The very first sale' : `Invoice ${i}`,
        amount: oldest ? 12.34 : -10,
        type: oldest ? 'inflow' : 'outflow',
        category: oldest ? 'Sales' : 'Supplies',
      };
    }
    (window as unknown as { benchLedger?: unknown[] }).benchLedger = list;
  }, COUNT);
  await writeLedgerInPage(page, null);
  await page.evaluate(() => delete (window as unknown as { benchLedger?: unknown[] }).benchLedger);

  const list = await new TransactionsPage(page).goto();
  await expect(list.table).toHaveAttribute('aria-rowcount', String(COUNT + 1), { timeout: 20_000 });
  const scroller = page.getByLabel('Transaction rows, scrollable');
  await scroller.focus();
  await page.keyboard.press('End');

  const last = list.table.locator(`[role="row"][aria-rowindex="${COUNT + 1}"]`);
  await expect(last).toContainText('The very first sale', { timeout: 15_000 });
  await expect(last).toContainText('01/01/2000');
  // Drawn inside the scroll area's view, not merely present in the page.
  const [row, view] = await Promise.all([last.boundingBox(), scroller.boundingBox()]);
  expect(row && view).toBeTruthy();
  if (!row || !view) return;
  expect(row.y).toBeGreaterThanOrEqual(view.y - 1);
  expect(row.y + row.height).toBeLessThanOrEqual(view.y + view.height + 1);

  // The scroll space is scaled, but a key or wheel step moves the rows as in any list: no row is
  // skipped on the way back up.
  const rowHeight = row.height;
  const pageStep = view.height - rowHeight;
  const start = (await rowTop(scroller, COUNT + 1)) ?? NaN;
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => rowTop(scroller, COUNT + 1)).toBeCloseTo(start + rowHeight, -1);
  await page.keyboard.press('PageUp');
  await expect
    .poll(() => rowTop(scroller, COUNT + 1))
    .toBeCloseTo(start + rowHeight + pageStep, -1);
  const topRow = COUNT - 10;
  const before = (await rowTop(scroller, topRow)) ?? NaN;
  await scroller.hover();
  await page.mouse.wheel(0, -2 * rowHeight);
  await expect.poll(() => rowTop(scroller, topRow)).toBeCloseTo(before + 2 * rowHeight, -1);
});
