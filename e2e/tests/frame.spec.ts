import { expect, test } from '@playwright/test';

test.describe('desktop header and footer', () => {
  test('at 1280 px every header link ends before the header actions begin', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const lastLink = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').last();
    await expect(lastLink).toHaveText('Help');
    const link = await lastLink.boundingBox();
    const actions = await page.locator('.site-header__actions').boundingBox();
    expect(link && actions && link.x + link.width <= actions.x).toBe(true);
  });

  test('the Analytics dropdown opens, closes on Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const analytics = page.getByRole('button', { name: 'Analytics' });
    await analytics.click();
    await expect(page.getByRole('link', { name: 'Cash Runway' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Cash Runway' })).toBeHidden();
    await expect(analytics).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Cash Runway' }).click();
    await expect(page).toHaveURL(/\/analytics\/runway$/);
    await expect(page.getByRole('link', { name: 'Cash Runway' })).toBeHidden();
    await expect(analytics).toHaveClass(/active/);
  });

  test('the newsletter sends the address to the server, then confirms for three seconds', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill('owner@bakery.example');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST',
    );
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'owner@bakery.example' });
    await expect(footer.getByRole('button', { name: 'Subscribed!' })).toBeVisible();
    await expect(footer.getByRole('textbox')).toHaveValue('');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible({ timeout: 5000 });
  });

  test('the footer claims nothing the operator did not configure', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Cashline. All rights reserved.`,
    );
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu has every destination and closes when a link is chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Cash Inflows',
      'Cash Outflows',
      'Cash Runway',
      'Forecast',
      'Transactions',
      'Accounts',
      'Invoices',
      'Integration',
      'Reports',
      'Features',
      'Pricing',
      'About',
      'Help',
      'Login',
      'Sign Up',
    ]);
    await menu.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });
});
