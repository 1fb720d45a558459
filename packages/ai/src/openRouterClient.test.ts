import {
  contentReply,
  errorIn200Reply,
  errorReply,
  jsonReply,
  notJsonReply,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeForForecast, completeForImport } from './helpers.js';
import { createOpenRouterClient } from './openRouterClient.js';
import { TEST_KEY, TEST_ORIGIN, gatewayClient, sentBody } from './testing/gatewayClient.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request = {
  call: { call: 'column mapping' as const, headers: ['Date'] },
  messages: [{ role: 'user' as const, content: 'Say {"ok": true}' }],
  temperature: 0.1,
  maxTokens: 500,
};

describe('the OpenRouter client', () => {
  it('posts the chat-completions payload with the headers of ai.md section 7', async () => {
    fake.respond(jsonReply({ ok: true }));
    const content = await completeForImport(gatewayClient(fake), request);
    expect(content).toBe('{"ok":true}');
    const received = fake.requests[0];
    expect(received?.path).toBe('/api/v1/chat/completions');
    expect(received?.headers).toMatchObject({
      authorization: `Bearer ${TEST_KEY}`,
      'content-type': 'application/json',
      'http-referer': TEST_ORIGIN,
      'x-title': 'Cashline',
    });
    expect(sentBody(received)).toEqual({
      model: 'test/model',
      messages: request.messages,
      temperature: 0.1,
      max_tokens: 500,
      response_format: { type: 'json_object' },
    });
  });

  it('uses the default model and tolerates a trailing slash on the base URL', async () => {
    fake.respond(jsonReply({}));
    const client = gatewayClient(fake, { model: undefined, baseUrl: `${fake.baseUrl}/` });
    await completeForImport(client, request);
    expect(sentBody(fake.requests[0]).model).toBe('anthropic/claude-sonnet-4.5');
  });

  it('goes through the proxy without any credential when no key is set', async () => {
    fake.respond(jsonReply({ via: 'proxy' }));
    const client = createOpenRouterClient({
      fetch: (url, init) => fetch(url, init),
      proxyUrl: `${fake.baseUrl}/chat/completions`,
      referer: TEST_ORIGIN,
    });
    expect(client.isConfigured).toBe(true);
    // The fake wants the key, so a proxied call reaching it without one is refused: proof none was sent.
    await expect(completeForImport(client, request)).rejects.toThrow(
      'OpenRouter API error: 401 - No auth credentials found',
    );
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    // The proxy is sent the call's data only: it builds the prompt itself.
    expect(fake.requests[0]?.body).toEqual({ call: request.call });
  });

  it('sends nothing and says so when no credential is set', async () => {
    const client = gatewayClient(fake, { apiKey: '  ' });
    expect(client.isConfigured).toBe(false);
    await expect(completeForImport(client, request)).rejects.toThrow(
      'OpenRouter API key is not configured. Cannot make AI call.',
    );
    await expect(completeForForecast(client, request)).rejects.toThrow(
      'OpenRouter API key is not configured. Cannot make AI call.',
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('gateway failures, in each helper’s words (ai.md section 8)', () => {
  it.each([
    [401, 'No auth credentials found'],
    [402, 'Insufficient credits'],
    [429, 'Rate limit exceeded'],
    [500, 'Internal Server Error'],
  ])(
    '%i: the import helper gives the message, the forecast helper the status',
    async (status, message) => {
      fake.respond(errorReply(status, message));
      await expect(completeForImport(gatewayClient(fake), request)).rejects.toThrow(
        `OpenRouter API error: ${status} - ${message}`,
      );
      await expect(completeForForecast(gatewayClient(fake), request)).rejects.toThrow(
        new RegExp(`^OpenRouter API error: ${status}$`),
      );
    },
  );

  it('uses the status text when the error body is not JSON', async () => {
    fake.respond(notJsonReply('<h1>Bad gateway</h1>', 502));
    await expect(completeForImport(gatewayClient(fake), request)).rejects.toThrow(
      'OpenRouter API error: 502 - Bad Gateway',
    );
  });

  it('treats an error inside a 200 as a gateway error', async () => {
    fake.respond(errorIn200Reply(503, 'Provider returned error'));
    await expect(completeForImport(gatewayClient(fake), request)).rejects.toThrow(
      'OpenRouter API error: 503 - Provider returned error',
    );
    await expect(completeForForecast(gatewayClient(fake), request)).rejects.toThrow(
      /^OpenRouter API error: 503$/,
    );
  });

  it('refuses a 200 whose body is not JSON', async () => {
    fake.respond(notJsonReply('upstream said hello'));
    await expect(completeForImport(gatewayClient(fake), request)).rejects.toThrow(
      'OpenRouter sent a reply that is not JSON (status 200).',
    );
  });

  it.each([null, '', '   '])('reports a reply with no content (%j)', async (content) => {
    fake.respond(contentReply(content));
    await expect(completeForImport(gatewayClient(fake), request)).rejects.toThrow(
      /^No content received from OpenRouter AI model$/,
    );
    await expect(completeForForecast(gatewayClient(fake), request)).rejects.toThrow(
      /^No content received from AI model$/,
    );
  });

  it('gives up on a slow gateway after the configured timeout', async () => {
    fake.respond(slowReply(10_000, jsonReply({})));
    const started = Date.now();
    await expect(
      completeForImport(gatewayClient(fake, { timeoutMs: 100 }), request),
    ).rejects.toThrow('OpenRouter did not answer within 0.1 seconds.');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports a gateway it cannot reach', async () => {
    const gone = await startFakeOpenRouter();
    await gone.close();
    await expect(completeForImport(gatewayClient(gone), request)).rejects.toThrow(
      /^Could not reach OpenRouter: /,
    );
  });
});

describe('a reply cut off at max_tokens, and a cancelled call', () => {
  it('is a failure, not content: the model stopped with finish_reason "length"', async () => {
    fake.respond(jsonReply({ categories: Array.from({ length: 300 }, () => 'Shopping') }));
    const reply = await gatewayClient(fake).send({ ...request, maxTokens: 40 });
    expect(reply).toEqual({ ok: false, kind: 'truncated', maxTokens: 40 });
    await expect(
      completeForImport(gatewayClient(fake), { ...request, maxTokens: 1000 }),
    ).rejects.toThrow("The AI's reply was cut off at its limit of 1,000 tokens.");
    expect(await gatewayClient(fake).send({ ...request, maxTokens: 1000 })).toEqual({
      ok: false,
      kind: 'truncated',
      maxTokens: 1000,
    });
    expect(await gatewayClient(fake).send({ ...request, maxTokens: 2000 })).toMatchObject({
      ok: true,
    });
  });

  it('stops waiting when the caller aborts, and sends nothing once aborted', async () => {
    fake.respond(slowReply(10_000, jsonReply({})));
    const controller = new AbortController();
    const started = Date.now();
    const pending = gatewayClient(fake).send({ ...request, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, kind: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.requests).toHaveLength(1);
    expect(await gatewayClient(fake).send({ ...request, signal: controller.signal })).toEqual({
      ok: false,
      kind: 'cancelled',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
