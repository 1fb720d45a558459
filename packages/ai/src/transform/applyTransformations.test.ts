import {
  contentReply,
  errorReply,
  jsonReply,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_KEY, gatewayClient, promptOf, sentBody } from '../testing/gatewayClient.js';
import { applyTransformations, transformationErrorMessage } from './applyTransformations.js';
import type { DataRow, TransformationSuggestion } from './transformationTypes.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const rows: DataRow[] = [
  { Date: '2024-01-02', Description: 'WHOLE FOODS MKT #123', Amount: '-54.20' },
  { Date: '2024-01-03', Description: '  shell   station  ', Amount: 'n/a' },
  { Date: '2024-01-04', Description: 'ACME PAYROLL 01/04', Amount: '2,500.10' },
];

function transformation(overrides: Partial<TransformationSuggestion>): TransformationSuggestion {
  return {
    id: 't',
    name: 'Transformation',
    description: '',
    sourceColumn: 'Description',
    targetColumn: 'Target',
    transformationType: 'clean',
    ...overrides,
  };
}

const categorize = transformation({
  id: 'cat',
  name: 'Categorise',
  targetColumn: 'Category',
  transformationType: 'categorize',
});

function apply(list: TransformationSuggestion[], log = vi.fn()) {
  return applyTransformations(rows, list, {
    client: gatewayClient(fake, { timeoutMs: 2000 }),
    log,
  });
}

describe('categorize', () => {
  it('sends the normalised descriptions at 0.1, max_tokens sized to them, and uses the list', async () => {
    fake.respond(jsonReply({ categories: ['Food & Dining', 'Transportation', 'Income'] }));
    const result = await apply([categorize]);
    expect(fake.requests).toHaveLength(1);
    const body = sentBody(fake.requests[0]);
    expect([body.temperature, body.max_tokens]).toEqual([0.1, 3 * 8 + 64]);
    expect(promptOf(fake.requests[0])).toContain(
      '["whole foods mkt #","shell station","acme payroll #"]',
    );
    expect(result.transformedData.map((row) => row.Category)).toEqual([
      'Food & Dining',
      'Transportation',
      'Income',
    ]);
    expect(result.newColumns).toEqual(['Category']);
    expect(result.outcomes[0]?.categorisation).toMatchObject({ rows: 3, byAi: 3, fallbacks: [] });
    expect(result.originalData).toEqual(rows);
    expect(rows[0]).not.toHaveProperty('Category');
  });

  it("leaves the rows the user's rules categorise out of the AI call", async () => {
    fake.respond(jsonReply({ categories: ['Transportation', 'Income'] }));
    const result = await applyTransformations(rows, [categorize], {
      client: gatewayClient(fake, { timeoutMs: 2000 }),
      log: vi.fn(),
      presetCategory: (value) =>
        typeof value === 'string' && value.startsWith('WHOLE FOODS') ? 'Groceries' : undefined,
    });
    expect(promptOf(fake.requests[0])).toContain('["shell station","acme payroll #"]');
    expect(result.transformedData.map((row) => row.Category)).toEqual([
      'Groceries',
      'Transportation',
      'Income',
    ]);
    expect(result.outcomes[0]?.categorisation).toMatchObject({ rows: 3, byAi: 2, byRules: 1 });
    expect(result.outcomes[0]).toMatchObject({
      transformationType: 'categorize',
      categorisedBy: ['rule', 'ai', 'ai'],
    });
  });

  it('falls back to keywords for every row when the model’s answer is cut off', async () => {
    fake.respond(jsonReply({ categories: ['Food & Dining', 'Transportation', 'x'.repeat(2000)] }));
    const result = await apply([categorize]);
    expect(result.transformedData.map((row) => row.Category)).toEqual([
      'Food & Dining',
      'Transportation',
      'Income',
    ]);
    expect(result.outcomes[0]?.categorisation?.fallbacks).toEqual([
      { reason: "The AI's reply was cut off at its limit of 88 tokens.", rows: 3 },
    ]);
  });

  it('falls back to keywords for an empty entry only', async () => {
    fake.respond(contentReply('["Shopping", "", "Income"]'));
    const result = await apply([categorize]);
    expect(result.transformedData.map((row) => row.Category)).toEqual([
      'Shopping',
      'Transportation',
      'Income',
    ]);
  });

  it.each([
    ['a list of the wrong length', jsonReply({ categories: ['Shopping'] })],
    ['a reply that is not JSON', contentReply('Shopping, Transport, Income')],
    ['a 401', errorReply(401, 'No auth credentials found')],
    ['a 429', errorReply(429, 'Rate limited')],
    ['a slow gateway', slowReply(10_000, jsonReply({ categories: ['x', 'y', 'z'] }))],
  ])('uses the keyword categoriser for every row on %s', async (_case, reply) => {
    fake.respond(reply);
    const log = vi.fn();
    const result = await apply([categorize], log);
    expect(result.transformedData.map((row) => row.Category)).toEqual([
      'Food & Dining',
      'Transportation',
      'Income',
    ]);
    expect(result.newColumns).toEqual(['Category']);
    expect(log).toHaveBeenCalledWith('AI categorisation fell back to keywords', [
      { reason: expect.any(String), rows: 3 },
    ]);
  });

  it('uses keywords without calling anyone when no key is set', async () => {
    const result = await applyTransformations(rows, [categorize], {
      client: gatewayClient(fake, { apiKey: '' }),
      log: vi.fn(),
    });
    expect(result.transformedData.map((row) => row.Category)).toEqual([
      'Food & Dining',
      'Transportation',
      'Income',
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('calculate, enrich and clean', () => {
  it('computes running_total exactly, counting non-numbers as 0', async () => {
    const result = await apply([
      transformation({
        transformationType: 'calculate',
        sourceColumn: 'Amount',
        targetColumn: 'Running',
        formula: 'running_total',
      }),
    ]);
    expect(result.transformedData.map((row) => row.Running)).toEqual([-54.2, -54.2, 2445.9]);
  });

  it('enriches the merchant as the leading capitals, or the whole value', async () => {
    const result = await apply([
      transformation({
        name: 'Extract Merchant',
        transformationType: 'enrich',
        targetColumn: 'Merchant',
      }),
    ]);
    expect(result.transformedData.map((row) => row.Merchant)).toEqual([
      'WHOLE FOODS MKT',
      '  shell   station  ',
      'ACME PAYROLL',
    ]);
  });

  it('cleans by trimming and collapsing whitespace', async () => {
    const result = await apply([transformation({ targetColumn: 'Description' })]);
    expect(result.transformedData[1]?.Description).toBe('shell station');
    expect(result.newColumns).toEqual(['Description']);
  });

  it('skips and logs a transformation that fails, listing only the successes', async () => {
    const log = vi.fn();
    const result = await apply(
      [
        transformation({
          transformationType: 'calculate',
          sourceColumn: 'Amount',
          formula: 'average',
          targetColumn: 'Avg',
        }),
        transformation({
          name: 'Normalise payee',
          transformationType: 'enrich',
          targetColumn: 'Payee',
        }),
        transformation({ sourceColumn: 'Memo', targetColumn: 'Memo2' }),
        transformation({ targetColumn: 'Clean' }),
      ],
      log,
    );
    expect(result.newColumns).toEqual(['Clean']);
    expect(result.transformedData[0]).not.toHaveProperty('Avg');
    expect(result.transformedData[0]).not.toHaveProperty('Payee');
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[1]).toEqual(new Error('Unsupported formula: average'));
  });

  it('runs the transformations in order, each on the result of the last', async () => {
    const result = await apply([
      transformation({ targetColumn: 'Description' }),
      transformation({ name: 'merchant', transformationType: 'enrich', targetColumn: 'Merchant' }),
    ]);
    expect(result.transformedData[1]?.Merchant).toBe('shell station');
  });
});

describe('where a transformation writes', () => {
  it('refuses to write over another of the file’s columns, and says why', async () => {
    const log = vi.fn();
    const result = await apply(
      [transformation({ id: 'over', name: 'clean Description', targetColumn: 'Amount' })],
      log,
    );
    expect(result.transformedData).toEqual(rows);
    expect(result.newColumns).toEqual([]);
    expect(result.outcomes).toEqual([
      {
        id: 'over',
        name: 'clean Description',
        sourceColumn: 'Description',
        targetColumn: 'Amount',
        error:
          'It would overwrite the file\'s column "Amount"; a transformation may write only to a ' +
          'new column or clean up the column it reads ("Description").',
      },
    ]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('refuses to replace the column it reads with categories', async () => {
    const result = await apply([{ ...categorize, targetColumn: 'Description' }]);
    expect(result.transformedData).toEqual(rows);
    expect(result.outcomes[0]?.error).toMatch(/^It would replace the values of "Description"/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('input that is not rows', () => {
  it('is refused with the spec’s message', async () => {
    const bad = [{ Amount: { nested: true } }] as unknown as DataRow[];
    await expect(
      applyTransformations(bad, [categorize], { client: gatewayClient(fake), log: vi.fn() }),
    ).rejects.toThrow(/^Error applying transformations: 0\.Amount: /);
    expect(transformationErrorMessage(new Error('disk full'))).toBe(
      'Error applying transformations: disk full',
    );
  });
});
