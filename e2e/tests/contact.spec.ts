import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

async function fillContactForm(page: Page, fields: { email: string; subject: string }) {
  await page.goto('/contact');
  await page.getByLabel('Message Type').selectOption('sales');
  await page.getByLabel('Full Name*').fill('Ana Pereira');
  await page.getByLabel('Email Address*').fill(fields.email);
  await page.getByLabel('Company').fill('Pereira Imports');
  await page.getByLabel('Subject*').fill(fields.subject);
  await page.getByLabel('Message*').fill('Do you support multi-currency ledgers?');
}

test('a contact message is sent to the server and confirmed', async ({ page }) => {
  await fillContactForm(page, { email: 'ana@example.com', subject: 'Plans for 12 users' });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await request).postDataJSON()).toEqual({
    name: 'Ana Pereira',
    email: 'ana@example.com',
    company: 'Pereira Imports',
    subject: 'Plans for 12 users',
    message: 'Do you support multi-currency ledgers?',
    type: 'sales',
  });

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Full Name*')).toHaveValue('');
  await expect(page.getByLabel('Message Type')).toHaveValue('support');
});

test("a message the server rejects shows the server's reason and keeps the form", async ({
  page,
}) => {
  // The browser accepts a subject of spaces; the server trims it and refuses it.
  await fillContactForm(page, { email: 'ana@example.com', subject: '   ' });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(400);

  await expect(page.getByRole('alert')).toContainText('Subject is required.');
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
  await expect(page.getByLabel('Full Name*')).toHaveValue('Ana Pereira');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a support request is stored by the server and confirmed with its reference', async ({
  page,
}) => {
  await page.goto('/support');
  await page.getByLabel('Name*').fill('Ana Pereira');
  await page.getByLabel('Email*').fill('ana@example.com');
  await page.getByLabel('Subject*').fill('Import stops at row 40');
  await page.getByLabel('Category').selectOption('data');
  await page.getByLabel('Message*').fill('The bank file has a footer line.');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({ type: 'support', subject: 'Import stops at row 40' });
  expect(sent.message).toMatch(
    /^Reference: SUP-\d{6}\nCategory: Data & Import\nPriority: Medium\n\n/,
  );

  await expect(page.getByRole('heading', { name: 'Request Submitted' })).toBeVisible();
  await expect(page.getByText(/^SUP-\d{6}$/)).toHaveText(sent.message.slice(11, 21));
});
