import { jsonReply, startFakeOpenRouter } from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiCallSchema } from './aiCall.js';
import { aiCallRequest } from './aiCallRequest.js';
import { analyseCsv } from './csvInsight.js';
import { mapColumns } from './mapping/columnMapping.js';
import { TEST_KEY, gatewayClient, sentBody } from './testing/gatewayClient.js';
import { categorizeBatch } from './transform/categorizeBatch.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** What the browser sent the gateway with its own key: the prompt the proxy must build alike. */
function sentRequest() {
  const body = sentBody(fake.requests[0]);
  return { messages: body.messages, temperature: body.temperature, maxTokens: body.max_tokens };
}

describe('aiCallRequest', () => {
  it('builds the very prompt each feature sends with a key of its own', async () => {
    fake.respond(jsonReply({ mapping: { date: 'Posted' }, confidence: 1 }));
    await mapColumns(['Posted', 'Details', 'Amount'], { client: gatewayClient(fake) });
    expect(
      aiCallRequest({ call: 'column mapping', headers: ['Posted', 'Details', 'Amount'] }),
    ).toMatchObject(sentRequest());

    fake.reset();
    fake.respond(jsonReply({ categories: ['Other', 'Income'] }));
    const long = `ACH ${'X'.repeat(800)}`;
    await categorizeBatch(['coffee', long], { client: gatewayClient(fake), guidance: 'Be brief' });
    expect(
      aiCallRequest({
        call: 'batch categorisation',
        descriptions: ['coffee', long.slice(0, 500)],
        guidance: 'Be brief',
      }),
    ).toMatchObject(sentRequest());

    fake.reset();
    fake.respond(jsonReply({}));
    await analyseCsv(['Date', 'Amount'], ['2024-01-15', 12.5], { client: gatewayClient(fake) });
    expect(
      aiCallRequest({
        call: 'CSV insight',
        headers: ['Date', 'Amount'],
        firstRow: ['2024-01-15', 12.5],
      }),
    ).toMatchObject(sentRequest());
  });

  it('takes only the kinds of call the app makes, of bounded size', () => {
    const ok = { call: 'batch categorisation', descriptions: ['coffee'] };
    expect(aiCallSchema.safeParse(ok).success).toBe(true);
    expect(aiCallSchema.safeParse({ call: 'chat', prompt: 'Write me a poem' }).success).toBe(false);
    expect(aiCallSchema.safeParse({ ...ok, messages: [] }).success).toBe(false);
    expect(aiCallSchema.safeParse({ ...ok, descriptions: ['x'.repeat(501)] }).success).toBe(false);
    expect(
      aiCallSchema.safeParse({ ...ok, descriptions: Array.from({ length: 201 }, () => 'x') })
        .success,
    ).toBe(false);
  });
});
