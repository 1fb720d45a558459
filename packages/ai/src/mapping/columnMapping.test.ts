import { heuristicMapping } from '@cashline/core';
import {
  contentReply,
  errorReply,
  jsonReply,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_KEY, gatewayClient, promptOf, sentBody } from '../testing/gatewayClient.js';
import { mapColumns, parseColumnMappingReply } from './columnMapping.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const headers = ['Posting Date', 'Narrative', 'Money Out', 'Money In', 'Running Bal'];
const heuristic = heuristicMapping(headers);

describe('column mapping', () => {
  it('sends only the headers at 0.1 / 500 and keeps the model’s real-header answers', async () => {
    fake.respond(
      jsonReply({
        mapping: {
          date: 'Posting Date',
          description: 'Narrative',
          debit: 'Money Out',
          credit: 'Money In',
          balance: 'Running Bal',
          amount: null,
          category: 'null',
        },
        confidence: 0.92,
        notes: 'Debit and credit columns.',
      }),
    );
    const outcome = await mapColumns(headers, { client: gatewayClient(fake) });
    expect(outcome).toEqual({
      source: 'ai',
      mapping: {
        date: 'Posting Date',
        description: 'Narrative',
        debit: 'Money Out',
        credit: 'Money In',
        balance: 'Running Bal',
      },
      confidence: 0.92,
      notes: 'Debit and credit columns.',
    });
    const body = sentBody(fake.requests[0]);
    expect(body.temperature).toBe(0.1);
    expect(body.max_tokens).toBe(500);
    expect(body.model).toBe('test/model');
    for (const header of headers) expect(promptOf(fake.requests[0])).toContain(header);
  });

  it('drops values that are not exactly a header, empty, or the string null', async () => {
    fake.respond(
      jsonReply({
        mapping: { date: 'posting date', description: '', amount: 'Amount', debit: 'Money Out' },
      }),
    );
    const outcome = await mapColumns(headers, { client: gatewayClient(fake) });
    expect(outcome.source).toBe('ai');
    expect(outcome.mapping).toEqual({ debit: 'Money Out' });
  });

  it('accepts a bare field-to-header object', async () => {
    fake.respond(
      contentReply('```json\n{"date": "Posting Date", "description": "Narrative"}\n```'),
    );
    const outcome = await mapColumns(headers, { client: gatewayClient(fake) });
    expect(outcome.mapping).toEqual({ date: 'Posting Date', description: 'Narrative' });
  });

  it.each([
    ['no key', undefined, 'OpenRouter API key is not configured. Cannot make AI call.'],
    [
      '401',
      errorReply(401, 'No auth credentials found'),
      'OpenRouter API error: 401 - No auth credentials found',
    ],
    [
      '402',
      errorReply(402, 'Insufficient credits'),
      'OpenRouter API error: 402 - Insufficient credits',
    ],
    ['429', errorReply(429, 'Rate limited'), 'OpenRouter API error: 429 - Rate limited'],
    ['500', errorReply(500, 'Internal'), 'OpenRouter API error: 500 - Internal'],
    [
      'a reply that is not JSON',
      contentReply('Date is Posting Date'),
      'Failed to parse JSON from AI. Raw content: Date is Posting Date',
    ],
    [
      'a mapping naming no header',
      jsonReply({ mapping: { date: 'When' } }),
      'The AI mapping named none of the CSV headers.',
    ],
    [
      'a slow gateway',
      slowReply(10_000, jsonReply({ mapping: { date: 'Posting Date' } })),
      'OpenRouter did not answer within 0.3 seconds.',
    ],
  ])('falls back silently to the heuristic mapping on %s', async (_case, reply, error) => {
    if (reply) fake.respond(reply);
    const client = gatewayClient(fake, {
      apiKey: reply ? TEST_KEY : '',
      timeoutMs: error.includes('did not answer') ? 300 : 10_000,
    });
    const outcome = await mapColumns(headers, { client });
    expect(outcome).toEqual({
      source: 'fallback',
      mapping: heuristic,
      confidence: 0,
      notes: 'Mapped by header names.',
      error,
    });
  });
});

describe('parseColumnMappingReply', () => {
  it('gives the spec’s messages for an empty reply and unparseable JSON', () => {
    expect(() => parseColumnMappingReply('  ', headers)).toThrow(
      'No content received from AI model for column mapping parsing.',
    );
    expect(() => parseColumnMappingReply('{date:', headers)).toThrow(
      'Failed to parse JSON from AI. Raw content: {date:',
    );
  });
});
