import {
  contentReply,
  errorReply,
  jsonReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_KEY, gatewayClient, promptOf, sentBody } from '../testing/gatewayClient.js';
import { suggestTransformations } from './suggestTransformations.js';
import type { DataRow } from './transformationTypes.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const headers = ['Date', 'Description', 'Amount'];
const rows: DataRow[] = Array.from({ length: 8 }, (_, i) => ({
  Date: `2024-01-0${i + 1}`,
  Description: `ROW-${i + 1} STORE`,
  Amount: String(-10 * (i + 1)),
}));

const suggestion = {
  id: 's1',
  name: 'Categorise descriptions',
  description: 'Adds a category',
  sourceColumn: 'Description',
  targetColumn: 'Category',
  transformationType: 'categorize',
  aiPrompt: 'Use the merchant',
};

describe('transformation suggestion', () => {
  it('sends the headers and the first 5 rows at 0.3 / 2000', async () => {
    fake.respond(
      jsonReply({ suggestions: [suggestion], confidence: 0.8, reasoning: 'No categories' }),
    );
    const result = await suggestTransformations(headers, rows, { client: gatewayClient(fake) });
    expect(result).toEqual({
      suggestions: [suggestion],
      confidence: 0.8,
      reasoning: 'No categories',
    });
    const body = sentBody(fake.requests[0]);
    expect([body.temperature, body.max_tokens]).toEqual([0.3, 2000]);
    const prompt = promptOf(fake.requests[0]);
    for (const header of headers) expect(prompt).toContain(header);
    expect(prompt).toContain('ROW-5 STORE');
    expect(prompt).not.toContain('ROW-6 STORE');
  });

  it('skips the model when a header names a category, with confidence 1', async () => {
    const result = await suggestTransformations(['Date', 'Amount', 'SubCategory'], rows, {
      client: gatewayClient(fake, { apiKey: '' }),
    });
    expect(result).toEqual({
      suggestions: [],
      confidence: 1,
      reasoning: 'The data already has category fields, so no categorisation is needed.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses when AI is not configured', async () => {
    await expect(
      suggestTransformations(headers, rows, { client: gatewayClient(fake, { apiKey: '' }) }),
    ).rejects.toThrow('AI service not configured. Cannot suggest transformations.');
    expect(fake.requests).toHaveLength(0);
  });

  it('drops suggestions that are malformed or name a column the file lacks, and fills ids', async () => {
    const { id: _id, ...withoutId } = suggestion;
    fake.respond(
      jsonReply({
        suggestions: [
          withoutId,
          { ...suggestion, sourceColumn: 'Memo' },
          { ...suggestion, transformationType: 'translate' },
        ],
        confidence: 7,
      }),
    );
    const result = await suggestTransformations(headers, rows, { client: gatewayClient(fake) });
    expect(result.suggestions).toEqual([{ ...suggestion, id: 'suggestion-1' }]);
    expect(result.confidence).toBe(1);
    expect(result.reasoning).toBe('');
  });

  it.each([
    ['not JSON', contentReply('Here are some ideas')],
    ['without a suggestions list', jsonReply({ ideas: [] })],
  ])('gives the spec’s message for a reply %s', async (_case, reply) => {
    fake.respond(reply);
    await expect(
      suggestTransformations(headers, rows, { client: gatewayClient(fake) }),
    ).rejects.toThrow('Failed to parse AI transformation response');
  });

  it('passes a gateway error on in the import helper’s words', async () => {
    fake.respond(errorReply(402, 'Insufficient credits'));
    await expect(
      suggestTransformations(headers, rows, { client: gatewayClient(fake) }),
    ).rejects.toThrow('OpenRouter API error: 402 - Insufficient credits');
  });
});
