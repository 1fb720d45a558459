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
import { analyseCsv } from './csvInsight.js';
import { TEST_KEY, gatewayClient, promptOf, sentBody } from './testing/gatewayClient.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const headers = ['Date', 'Details', 'Amount'];
const firstRow = ['2024-02-01', 'Corner grocery', '-23.10'];
const secondRowMarker = 'SECOND-ROW';

describe('CSV insight', () => {
  it('sends the headers and first row at 0 / 2000 and reads both parts of the reply', async () => {
    fake.respond(
      jsonReply({
        columnMapping: {
          mapping: { date: 'Date', description: 'Details', amount: 'Amount', balance: 'Bal' },
          confidence: 0.9,
          notes: 'Plain export',
        },
        firstRowAnalysis: { category: 'Food & Dining', confidence: 0.8, reasoning: 'A grocery' },
      }),
    );
    const outcome = await analyseCsv(headers, firstRow, { client: gatewayClient(fake) });
    expect(outcome).toEqual({
      source: 'ai',
      columnMapping: {
        mapping: { date: 'Date', description: 'Details', amount: 'Amount' },
        confidence: 0.9,
        notes: 'Plain export',
      },
      suggestedCategoryForFirstRow: {
        category: 'Food & Dining',
        confidence: 0.8,
        reasoning: 'A grocery',
      },
    });
    const body = sentBody(fake.requests[0]);
    expect([body.temperature, body.max_tokens]).toEqual([0, 2000]);
    expect(promptOf(fake.requests[0])).toContain(JSON.stringify(firstRow));
    expect(promptOf(fake.requests[0])).not.toContain(secondRowMarker);
  });

  it.each([
    ['no key', undefined, 'OpenRouter API key is not configured. Cannot make AI call.'],
    ['a 401', errorReply(401, 'No auth credentials found'), 'OpenRouter API error: 401'],
    ['a 402', errorReply(402, 'Insufficient credits'), 'OpenRouter API error: 402'],
    ['a 429', errorReply(429, 'Slow down'), 'OpenRouter API error: 429'],
    ['a 500', errorReply(500, 'Oops'), 'OpenRouter API error: 500'],
    ['an error inside a 200', errorIn200Reply(502, 'Provider down'), 'OpenRouter API error: 502'],
    [
      'a body that is not JSON',
      notJsonReply(),
      'OpenRouter sent a reply that is not JSON (status 200).',
    ],
    [
      'content that is not JSON',
      contentReply('Food'),
      'Failed to parse JSON from AI. Raw content: Food',
    ],
    ['no content', contentReply(null), 'No content received from AI model'],
    [
      'a slow gateway',
      slowReply(10_000, jsonReply({})),
      'OpenRouter did not answer within 0.3 seconds.',
    ],
  ])('falls back to the heuristic mapping and keywords on %s', async (_case, reply, error) => {
    if (reply) fake.respond(reply);
    const client = gatewayClient(fake, {
      apiKey: reply ? TEST_KEY : '',
      timeoutMs: error.includes('did not answer') ? 300 : 10_000,
    });
    const outcome = await analyseCsv(headers, firstRow, { client });
    expect(outcome).toEqual({
      source: 'fallback',
      error,
      columnMapping: {
        mapping: { date: 'Date', description: 'Details', amount: 'Amount' },
        confidence: 0,
        notes: 'Mapped by header names.',
      },
      suggestedCategoryForFirstRow: {
        category: 'Food & Dining',
        confidence: 0,
        reasoning: 'Categorised by keywords in the description.',
      },
    });
  });
});
