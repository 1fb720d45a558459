import { errorReply, jsonReply } from '@cashline/fake-openrouter';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addGatewayRule,
  E2E_OPENROUTER_KEY,
  gatewayRequests,
  queueGatewayReplies,
  resetGateway,
} from '../fakeGateway';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => resetGateway());

/** One of the app's calls, as its data: the server builds the prompt. */
const mappingCall = {
  call: { call: 'column mapping', headers: ['Date', 'Amount (e2e-proxy-mapping)'] },
};

test('the server says AI is available when it holds a key', async ({ request }) => {
  const res = await request.get('/api/ai/status');
  expect(await res.json()).toEqual({ available: true });
});

test('a browser with no key gets AI answers through the server', async ({ page }) => {
  await queueGatewayReplies(jsonReply({ mapping: { date: 'Date', amount: 'Amount' } }));
  await page.goto('/');
  const answer = await page.evaluate(async (body) => {
    const res = await fetch('/api/ai/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  }, mappingCall);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toEqual({
    choices: [
      { message: { role: 'assistant', content: '{"mapping":{"date":"Date","amount":"Amount"}}' } },
    ],
  });
  expect(answer.text).not.toContain(E2E_OPENROUTER_KEY);
  // Other spec files may be calling the gateway at the same time: pick this test's request.
  const received = (await gatewayRequests()).find((r) => r.rawBody.includes('e2e-proxy-mapping'));
  expect(received?.headers.authorization).toBe(`Bearer ${E2E_OPENROUTER_KEY}`);
  expect(received?.body).toMatchObject({
    model: 'anthropic/claude-sonnet-4.5',
    temperature: 0.1,
    max_tokens: 500,
  });
});

test('a call from outside the app’s pages is refused, and a prompt of its own too', async ({
  request,
}) => {
  const origin = test.info().project.use.baseURL ?? '';
  const outside = await request.post('/api/ai/chat', { data: mappingCall });
  expect(outside.status()).toBe(403);
  const ownPrompt = await request.post('/api/ai/chat', {
    headers: { Origin: origin },
    data: {
      messages: [{ role: 'user', content: 'Write me a poem' }],
      temperature: 0.1,
      max_tokens: 500,
    },
  });
  expect(ownPrompt.status()).toBe(400);
});

test('a gateway failure reaches the browser in the one error shape', async ({ request }) => {
  await queueGatewayReplies(errorReply(402, 'Insufficient credits'));
  const origin = test.info().project.use.baseURL ?? '';
  const res = await request.post('/api/ai/chat', {
    headers: { Origin: origin },
    data: mappingCall,
  });
  expect(res.status()).toBe(402);
  expect(await res.json()).toEqual({
    success: false,
    error: 'ai_gateway_error',
    message: 'Insufficient credits',
  });
});

test.describe('the import page with AI suggestions, through the server proxy', () => {
  const march = path.join(import.meta.dirname, '..', 'fixtures', 'checking-march-2024.csv');

  async function applyCleanPayee(page: Page) {
    // The CSV insight of this file, asked beside the suggestions, answers by rule, not the queue.
    await addGatewayRule({
      bodyIncludes: 'First data row: [\\"03/01/2024\\",\\"ACH DEBIT\\",\\"Harbor Properties',
      reply: errorReply(503, 'Insight not scripted'),
    });
    await queueGatewayReplies(
      jsonReply({
        suggestions: [
          {
            id: 'clean-payee',
            name: 'Clean payee names',
            description: 'Trim spaces in the payee',
            sourceColumn: 'Payee',
            targetColumn: 'Clean Payee',
            transformationType: 'clean',
          },
        ],
        confidence: 0.8,
        reasoning: 'Payees carry stray spaces.',
      }),
    );
    await page.goto('/transactions/import');
    await page.getByRole('checkbox', { name: /AI suggestions/ }).check();
    await page.getByLabel('CSV file').setInputFiles(march);
    await page.getByRole('checkbox', { name: /Clean payee names/ }).check();
    const autoSave = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Apply Transformations' }).click();
    expect((await autoSave).suggestedFilename()).toMatch(
      /^checking-march-2024_transformed_.+\.csv$/,
    );
    await expect(page.getByText(/Applied 1 of 1 transformations/)).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('table', { name: 'Transformed preview' })).toContainText(
      'Clean Payee',
    );
  }

  test('suggests, applies, and previews with the AI column mapping before importing', async ({
    page,
  }) => {
    await applyCleanPayee(page);
    await queueGatewayReplies(
      jsonReply({
        mapping: { date: 'Date', description: 'Clean Payee', amount: 'Amount', balance: 'Balance' },
        confidence: 0.9,
        notes: 'Payee names describe the rows best.',
      }),
    );
    await page.getByRole('button', { name: 'Import into App' }).click();
    await expect(
      page.getByText("The AI's column mapping is applied. Check it below before importing."),
    ).toBeVisible();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Clean Payee');
    await page.getByRole('button', { name: 'Import 7 transactions' }).click();
    await expect(
      page.getByText('Successfully imported 7 transactions from checking-march-2024.csv.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.goto('/transactions');
    await expect(page.getByRole('row').filter({ hasText: 'Harbor Properties LLC' })).toBeVisible();
  });

  test('says so when the AI mapping fails and the fallback was used', async ({ page }) => {
    await applyCleanPayee(page);
    await queueGatewayReplies(errorReply(500, 'Upstream failure'));
    await page.getByRole('button', { name: 'Import into App' }).click();
    await expect(page.getByText(/^AI mapping failed, used fallback/)).toBeVisible();
    await page.getByRole('button', { name: 'Import 7 transactions' }).click();
    await expect(
      page.getByText('Successfully imported 7 transactions (AI mapping failed, used fallback).'),
    ).toBeVisible();
  });
});
