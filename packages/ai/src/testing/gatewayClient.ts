import type { FakeOpenRouter, ReceivedRequest } from '@cashline/fake-openrouter';
import { createOpenRouterClient } from '../openRouterClient.js';
import type { OpenRouterClient, OpenRouterClientOptions } from '../openRouterClient.js';

export const TEST_KEY = 'sk-or-test-key';
export const TEST_ORIGIN = 'https://app.cashline.test';

/** A client pointed at the fake gateway, as the browser would build it with a key in Settings. */
export function gatewayClient(
  fake: FakeOpenRouter,
  overrides: Partial<OpenRouterClientOptions> = {},
): OpenRouterClient {
  return createOpenRouterClient({
    fetch: (url, init) => fetch(url, init),
    apiKey: TEST_KEY,
    baseUrl: fake.baseUrl,
    referer: TEST_ORIGIN,
    model: 'test/model',
    ...overrides,
  });
}

export type SentBody = {
  model: string;
  messages: { role: string; content: string }[];
  temperature: number;
  max_tokens: number;
  response_format: unknown;
};

/** The JSON body of a request the fake gateway received. */
export function sentBody(request: ReceivedRequest | undefined): SentBody {
  if (!request) throw new Error('The gateway received no request');
  return request.body as SentBody;
}

/** Everything the model was told in one request, for asserting what data left the app. */
export function promptOf(request: ReceivedRequest | undefined): string {
  return sentBody(request)
    .messages.map((m) => m.content)
    .join('\n');
}
