import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Connects to the local Intuit emulator as a user would: Authorize opens the consent page in a new
 * tab, which returns to Cashline connected. Answers that tab, where the test goes on.
 */
export async function connectQuickBooks(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto('/integration/quickbooks');
  const consentOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Authorize' }).click();
  const consent = await consentOpened;
  await consent.getByRole('button', { name: 'Connect' }).click();
  await expect(consent.getByText('Connected to Harbor Lane Bakery.')).toBeVisible();
  return consent;
}
