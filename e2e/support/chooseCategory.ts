import type { Page } from '@playwright/test';

/**
 * Picks a category in the transaction form, as a user would: from the ledger's list when it has
 * it, else through the explicit "New category..." choice and its name.
 */
export async function chooseCategory(page: Page, name: string): Promise<void> {
  const category = page.getByLabel('Category');
  if ((await category.locator('option').allTextContents()).includes(name)) {
    await category.selectOption(name);
  } else {
    await category.selectOption('New category...');
    await page.getByLabel('New category name').fill(name);
  }
}
