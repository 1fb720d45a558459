import { errorReply, jsonReply } from '@cashline/fake-openrouter';
import { expect, test } from '@playwright/test';
import {
  E2E_OPENROUTER_KEY,
  gatewayRequests,
  queueGatewayReplies,
  resetGateway,
} from '../fakeGateway';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => resetGateway());

const mappingCall = {
  messages: [{ role: 'user', content: 'Headers: ["Date","Amount"]' }],
  temperature: 0.1,
  max_tokens: 500,
  response_format: { type: 'json_object' },
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
  const [received] = await gatewayRequests();
  expect(received?.headers.authorization).toBe(`Bearer ${E2E_OPENROUTER_KEY}`);
  expect(received?.body).toMatchObject({
    model: 'anthropic/claude-sonnet-4.5',
    temperature: 0.1,
    max_tokens: 500,
  });
});

test('a gateway failure reaches the browser in the one error shape', async ({ request }) => {
  await queueGatewayReplies(errorReply(402, 'Insufficient credits'));
  const res = await request.post('/api/ai/chat', { data: mappingCall });
  expect(res.status()).toBe(402);
  expect(await res.json()).toEqual({
    success: false,
    error: 'ai_gateway_error',
    message: 'Insufficient credits',
  });
});
