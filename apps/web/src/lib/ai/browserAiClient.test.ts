// @vitest-environment node
import { jsonReply, startFakeOpenRouter } from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { completeForForecast } from '@cashline/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_PROXY_URL, createBrowserAiClient } from './browserAiClient';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: 'sk-or-browser' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const call = {
  call: { call: 'forecast' as const, asOf: '2024-06-30', facts: {} },
  messages: [{ role: 'user' as const, content: 'forecast' }],
  temperature: 0,
  maxTokens: 4000,
};

describe('the browser AI client', () => {
  it('calls the gateway directly with the key from Settings and the chosen model', async () => {
    fake.respond(jsonReply({ ok: 1 }));
    const client = createBrowserAiClient({
      apiKey: ' sk-or-browser ',
      model: 'openai/gpt-4.1-mini',
      proxyAvailable: true,
      origin: 'http://localhost:5173',
      fetch: (url, init) => fetch(url, init),
      baseUrl: fake.baseUrl,
    });
    expect(client.isConfigured).toBe(true);
    await completeForForecast(client, call);
    expect(fake.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer sk-or-browser',
      'http-referer': 'http://localhost:5173',
      'x-title': 'Cashline',
    });
    expect(fake.requests[0]?.body).toMatchObject({ model: 'openai/gpt-4.1-mini' });
  });

  it('uses the server proxy, with no key, when Settings hold none', async () => {
    const seen: string[] = [];
    const client = createBrowserAiClient({
      apiKey: '',
      model: 'anthropic/claude-sonnet-4.5',
      proxyAvailable: true,
      origin: 'http://localhost:5173',
      fetch: async (url, init) => {
        seen.push(url, new Headers(init.headers).get('authorization') ?? 'no-auth');
        return new Response(JSON.stringify({ choices: [{ message: { content: '{}' } }] }));
      },
    });
    expect(client.isConfigured).toBe(true);
    await completeForForecast(client, call);
    expect(seen).toEqual([AI_PROXY_URL, 'no-auth']);
    expect(AI_PROXY_URL).toBe('/api/ai/chat');
  });

  it('is not configured with neither a key nor the proxy', () => {
    const client = createBrowserAiClient({
      apiKey: '   ',
      model: 'm',
      proxyAvailable: false,
      origin: 'http://localhost',
      fetch: (url, init) => fetch(url, init),
    });
    expect(client.isConfigured).toBe(false);
  });
});
