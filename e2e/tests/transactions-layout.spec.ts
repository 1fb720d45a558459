import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { sampleLedger, seedTransactions } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

type Box = { label: string; labelTop: number; controlTop: number; height: number; right: number };

/** Where each filter's label and control sit, and the panel's inner right edge. */
async function filterBoxes(page: Page): Promise<{ fields: Box[]; innerRight: number }> {
  return page.locator('.filters-panel').evaluate((panel) => {
    const style = getComputedStyle(panel);
    const innerRight = panel.getBoundingClientRect().right - parseFloat(style.paddingRight);
    const fields = Array.from(panel.querySelectorAll('.field')).map((field) => {
      const label = field.querySelector('label')!;
      const control = field.querySelector('input, select')!.getBoundingClientRect();
      return {
        label: label.textContent ?? '',
        labelTop: Math.round(label.getBoundingClientRect().top),
        controlTop: Math.round(control.top),
        height: Math.round(control.height),
        right: Math.round(control.right),
      };
    });
    return { fields, innerRight: Math.round(innerRight) };
  });
}

for (const width of [1280, 390]) {
  test(`the filter labels line up and the controls fit the panel at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedTransactions(page, sampleLedger);
    const list = await new TransactionsPage(page).goto();
    await list.filtersButton.click();
    const { fields, innerRight } = await filterBoxes(page);
    expect(fields.map((f) => f.label)).toEqual([
      'Category',
      'Start date',
      'End date',
      'Min amount',
      'Max amount',
    ]);
    // Fields on one line (their controls overlap vertically) have their labels on one line too.
    for (const field of fields) {
      const sameLine = fields.filter(
        (other) =>
          other.controlTop < field.controlTop + field.height &&
          field.controlTop < other.controlTop + other.height,
      );
      expect(new Set(sameLine.map((f) => f.labelTop)), `labels beside ${field.label}`).toEqual(
        new Set([field.labelTop]),
      );
      expect(field.right, `${field.label} inside the panel`).toBeLessThanOrEqual(innerRight);
    }
    expect(new Set(fields.map((f) => f.height)).size).toBe(1);
    // The two dates pair up, and so do the two amounts.
    const top = (label: string) => fields.find((f) => f.label === label)!.controlTop;
    expect(top('Start date')).toBe(top('End date'));
    expect(top('Min amount')).toBe(top('Max amount'));
  });
}

test('Edit, opened from far down the list, shows the form from its top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedTransactions(page, sampleLedger);
  const list = await new TransactionsPage(page).goto();
  const last = list.row('Office rent March');
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Transaction' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
