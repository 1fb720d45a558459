import {
  categoriseReply,
  errorReply,
  jsonReply,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_KEY, gatewayClient, promptOf, sentBody } from '../testing/gatewayClient.js';
import type { CategorisationProgress } from './categorizeRows.js';
import { EMPTY_ANSWER, NO_DESCRIPTION, categorizeRows } from './categorizeRows.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const model = categoriseReply(
  [
    { contains: 'rent', category: 'Housing' },
    { contains: 'payout', category: 'Income' },
  ],
  'Entertainment',
);

/** A payee's name in letters only: 0 is 'aaa', 1 is 'aab'. */
function letters(n: number): string {
  return [676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26))).join('');
}

/** `distinct` payees, each repeated to make `rows` rows, with card numbers that vary per row. */
function ledger(rows: number, distinct: number): string[] {
  return Array.from({ length: rows }, (_, i) => {
    const payee = i % distinct;
    const kind = payee % 3 === 0 ? 'Rent' : payee % 3 === 1 ? 'Square payout' : 'Cinema';
    return `${kind} ${letters(payee)} POS ${1000 + i}`;
  });
}

function transactionsSent(index: number): string[] {
  const line = promptOf(fake.requests[index])
    .split('\n')
    .find((l) => l.startsWith('Transactions'));
  return JSON.parse(line?.slice(line.indexOf('[')) ?? '[]') as string[];
}

describe('categorising a ledger in batches', () => {
  it('sends each distinct description once, 200 a call, max_tokens sized to the batch', async () => {
    fake.respond(model);
    const values = ledger(1000, 450);
    const { categories, report } = await categorizeRows(values, { client: gatewayClient(fake) });
    expect(fake.requests).toHaveLength(3);
    const sizes = fake.requests.map((_, i) => transactionsSent(i).length).sort((a, b) => b - a);
    expect(sizes).toEqual([200, 200, 50]);
    const maxTokens = fake.requests.map((r) => sentBody(r).max_tokens).sort((a, b) => b - a);
    expect(maxTokens).toEqual([1664, 1664, 464]);
    const sent = fake.requests.flatMap((_, i) => transactionsSent(i));
    expect(new Set(sent).size).toBe(450);
    expect(sent.some((text) => /\d{3}/.test(text))).toBe(false);
    expect(categories[0]).toBe('Housing');
    expect(categories[450]).toBe('Housing');
    expect(categories[1]).toBe('Income');
    expect(categories[2]).toBe('Entertainment');
    expect(report).toEqual({
      rows: 1000,
      byAi: 1000,
      fallbacks: [],
      distinct: 450,
      calls: 3,
      cancelled: false,
    });
  });

  it("sends only the rows the user's rules leave, and counts the rules' rows apart", async () => {
    fake.respond(model);
    const values = ['Rent aaa POS 1001', 'Cinema aab POS 1002', 'Rent aaa POS 1003', 'Cinema aac'];
    const preset = (value: unknown) =>
      typeof value === 'string' && value.startsWith('Rent') ? 'Premises' : undefined;
    const { categories, sources, report } = await categorizeRows(values, {
      client: gatewayClient(fake),
      preset,
    });
    expect(fake.requests).toHaveLength(1);
    expect(transactionsSent(0).every((text) => !/rent/i.test(text))).toBe(true);
    expect(categories).toEqual(['Premises', 'Entertainment', 'Premises', 'Entertainment']);
    expect(sources).toEqual(['rule', 'ai', 'rule', 'ai']);
    expect(report).toMatchObject({ rows: 4, byAi: 2, byRules: 2, fallbacks: [], calls: 1 });
  });

  it('keeps at most 3 calls in flight', async () => {
    fake.respond(slowReply(100, model));
    let inFlight = 0;
    let most = 0;
    const client = gatewayClient(fake, {
      fetch: async (url, init) => {
        most = Math.max(most, ++inFlight);
        try {
          return await fetch(url, init);
        } finally {
          inFlight -= 1;
        }
      },
    });
    const { report } = await categorizeRows(ledger(1400, 1400), { client });
    expect(report.calls).toBe(7);
    expect(most).toBe(3);
  });

  it('falls back to keywords for the rows of a failed batch only, and says why', async () => {
    fake.respond(model);
    const values = [...ledger(400, 400), 'Shell station fuel'];
    fake.when({ bodyIncludes: 'shell station fuel', reply: errorReply(500, 'Upstream failed') });
    const { categories, sources, report } = await categorizeRows(values, {
      client: gatewayClient(fake),
    });
    expect(report.calls).toBe(3);
    expect(report.byAi).toBe(400);
    expect(sources[399]).toBe('ai');
    expect(sources[400]).toBe('heuristic');
    expect(report.fallbacks).toEqual([
      { reason: 'OpenRouter API error: 500 - Upstream failed', rows: 1 },
    ]);
    expect(categories[400]).toBe('Transportation');
  });

  it('treats a reply cut off at max_tokens as a failed batch', async () => {
    // A model that rambles: each category is far longer than the 8 tokens a row is given.
    fake.respond(categoriseReply([], 'Entertainment and leisure '.repeat(10).trim()));
    const { categories, report } = await categorizeRows(['Cinema', 'Grocery store'], {
      client: gatewayClient(fake),
    });
    expect(report.byAi).toBe(0);
    expect(report.fallbacks).toEqual([
      { reason: "The AI's reply was cut off at its limit of 80 tokens.", rows: 2 },
    ]);
    expect(categories).toEqual(['Other', 'Food & Dining']);
  });

  it('falls back for a row with no description, or one the AI left empty', async () => {
    fake.respond(jsonReply({ categories: ['Housing', ''] }));
    const { categories, report } = await categorizeRows(['Rent', '  ', 'Grocery store', null], {
      client: gatewayClient(fake),
    });
    expect(categories).toEqual(['Housing', 'Other', 'Food & Dining', 'Other']);
    expect(report.byAi).toBe(1);
    expect(report.fallbacks).toEqual([
      { reason: NO_DESCRIPTION, rows: 2 },
      { reason: EMPTY_ANSWER, rows: 1 },
    ]);
  });

  it('reports progress in rows, and a cancel leaves the rest to keywords', async () => {
    fake.respond(slowReply(50, model));
    const controller = new AbortController();
    const seen: CategorisationProgress[] = [];
    const { categories, report } = await categorizeRows(ledger(1000, 1000), {
      client: gatewayClient(fake),
      concurrency: 1,
      signal: controller.signal,
      onProgress: (progress) => {
        seen.push(progress);
        if (progress.done === 400) controller.abort();
      },
    });
    expect(seen.map((p) => p.done)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(seen.every((p) => p.total === 1000)).toBe(true);
    expect(report.calls).toBe(2);
    expect(report.byAi).toBe(400);
    expect(report.cancelled).toBe(true);
    expect(report.fallbacks).toEqual([{ reason: 'Cancelled.', rows: 600 }]);
    expect(categories[999]).toBe('Housing');
  });
});
