import { analyze, computeTotals, engineForecast, forecastCashFlow } from '@cashline/core';
import type { Transaction } from '@cashline/core';
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
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_KEY, gatewayClient, promptOf, sentBody } from '../testing/gatewayClient.js';
import { forecastFacts, forecastWeekLabels } from './forecastPrompt.js';
import { predictCashFlow } from './predictCashFlow.js';

let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: TEST_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const today = '2024-03-15';

function tx(
  id: number,
  date: string,
  amount: number,
  category: string,
  balance?: number,
): Transaction {
  return {
    id: `imported-test-row-${id}`,
    date,
    description: `Row ${id}`,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category,
    ...(balance === undefined ? {} : { balance }),
  };
}

const ledger: Transaction[] = [
  tx(1, '2024-01-05', 5000.1, 'Sales', 15000.1),
  tx(2, '2024-01-20', -1200.2, 'Rent', 13799.9),
  tx(3, '2024-02-05', 4000.3, 'Sales', 17800.2),
  tx(4, '2024-02-25', -1200.2, 'Rent', 16600),
  tx(5, '2024-03-01', -300.05, 'Utilities', 0),
];

function week(i: number) {
  return {
    week: `W${i}`,
    projectedBalance: 16000 + i,
    inflows: 1000,
    outflows: 900,
    optimistic: 16500,
    realistic: 16000,
    pessimistic: 15500,
  };
}

const aiReply = {
  weeklyForecasts: Array.from({ length: 15 }, (_, i) => week(i + 1)),
  runwayAnalysis: {
    currentRunway: 13.8,
    projectedRunway: 13,
    burnRate: 1200,
    recommendations: ['Keep going'],
  },
  categoryInsights: [
    { category: 'Rent', trend: 'sideways', projectedAmount: 1200, riskLevel: 'low' },
  ],
  summary: { overallTrend: 'positive', keyInsights: ['Sales grow'], actionItems: 'none' },
};

describe('the forecast prompt’s figures', () => {
  it('sums months and categories exactly, and takes the newest balance plus what came after it', () => {
    const { engineForecast: _engine, ...facts } = forecastFacts(ledger, today);
    expect(facts).toEqual({
      monthlySummary: [
        { month: '2024-01', inflows: 5000.1, outflows: 1200.2, netFlow: 3799.9 },
        { month: '2024-02', inflows: 4000.3, outflows: 1200.2, netFlow: 2800.1 },
        { month: '2024-03', inflows: 0, outflows: 300.05, netFlow: -300.05 },
      ],
      categoryBreakdown: [
        { category: 'Sales', type: 'inflow', total: 9000.4, count: 2, average: 4500.2 },
        { category: 'Rent', type: 'outflow', total: 2400.4, count: 2, average: 1200.2 },
        { category: 'Utilities', type: 'outflow', total: 300.05, count: 1, average: 300.05 },
      ],
      transactionCount: 5,
      dateRange: { start: '2024-01-05', end: '2024-03-01' },
      currentBalance: 16299.95,
    });
  });

  it("carries the core engine's 13 weeks from the as-of date, with their likely range", () => {
    const { engineForecast } = forecastFacts(ledger, today);
    const engine = forecastCashFlow(ledger, { asOf: today });
    expect(engineForecast.weeks).toEqual(engine.weeks);
    expect(engineForecast.recurring).toEqual(
      [...engine.recurring].sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount)),
    );
    expect(engineForecast.weeks).toHaveLength(13);
    expect(engineForecast.weeks[0]).toMatchObject({ start: '2024-03-16', end: '2024-03-22' });
    const later = [...ledger, tx(9, '2024-04-01', 1_000_000, 'Sales')];
    expect(forecastFacts(later, today).engineForecast).toEqual(engineForecast);
  });

  it("leaves a series the user dismissed out of the engine's recurring list", () => {
    const rent = [
      '2023-10-02',
      '2023-11-01',
      '2023-12-01',
      '2024-01-02',
      '2024-02-01',
      '2024-03-01',
    ].map((date, i) => ({ ...tx(20 + i, date, -1500, 'Rent'), description: 'RENT OAK ST' }));
    const listed = forecastFacts(rent, today).engineForecast.recurring;
    expect(listed.map((series) => series.description)).toEqual(['RENT OAK ST']);
    const dismissed = forecastFacts(rent, today, { 'out:rent oak st': 'dismissed' });
    expect(dismissed.engineForecast.recurring).toEqual([]);
  });

  it("adds the user's planned one-offs to the engine's weeks", () => {
    const planned = [{ id: 'p1', date: '2024-03-28', amount: -5000, description: 'Ovens' }];
    const plain = forecastFacts(ledger, today).engineForecast.weeks;
    const weeks = forecastFacts(ledger, today, {}, planned).engineForecast.weeks;
    expect((weeks[1]?.outflows ?? 0) - (plain[1]?.outflows ?? 0)).toBeCloseTo(5000, 2);
    expect((weeks[12]?.balance.expected ?? 0) - (plain[12]?.balance.expected ?? 0)).toBeCloseTo(
      -5000,
      2,
    );
  });

  it('falls back to inflows minus outflows when no balance is known', () => {
    const facts = forecastFacts(
      [tx(1, '2024-01-01', 0.1, 'A'), tx(2, '2024-01-02', 0.2, 'B')],
      today,
    );
    expect(facts.currentBalance).toBe(0.3);
    expect(forecastFacts([], today).dateRange).toBeNull();
  });

  it('takes a transaction’s direction from its amount’s sign, as the core does, not from its type', () => {
    // A refund stored as +250 but typed 'outflow', and a fee stored as -40 but typed 'inflow'.
    const mislabelled: Transaction[] = [
      { ...tx(1, '2024-02-10', 250, 'Refunds'), type: 'outflow' },
      { ...tx(2, '2024-02-11', -40, 'Fees'), type: 'inflow' },
      tx(3, '2024-02-12', 1000, 'Sales'),
    ];
    const facts = forecastFacts(mislabelled, today);
    const core = computeTotals(mislabelled);
    expect(facts.monthlySummary).toEqual([
      { month: '2024-02', inflows: core.inflows, outflows: core.outflows, netFlow: core.net },
    ]);
    expect(facts.monthlySummary[0]).toEqual({
      month: '2024-02',
      inflows: 1250,
      outflows: 40,
      netFlow: 1210,
    });
    expect(facts.categoryBreakdown).toEqual([
      { category: 'Sales', type: 'inflow', total: 1000, count: 1, average: 1000 },
      { category: 'Refunds', type: 'inflow', total: 250, count: 1, average: 250 },
      { category: 'Fees', type: 'outflow', total: 40, count: 1, average: 40 },
    ]);
    expect(facts.currentBalance).toBe(analyze(mislabelled, { asOf: today }).forecastBalance);
    expect(facts.currentBalance).toBe(1210);
  });

  it('labels 13 weeks from the as-of date', () => {
    const labels = forecastWeekLabels(today);
    expect(labels).toHaveLength(13);
    expect(labels.slice(0, 3)).toEqual(['Mar 15', 'Mar 22', 'Mar 29']);
  });
});

describe('predictCashFlow', () => {
  it('sends the summary at 0 / 4000 and normalises the model’s forecast', async () => {
    fake.respond(jsonReply(aiReply));
    const log = vi.fn();
    const outcome = await predictCashFlow(ledger, {
      client: gatewayClient(fake),
      asOf: today,
      log,
    });
    expect(outcome.source).toBe('ai');
    expect(outcome.forecast.weeklyForecasts).toHaveLength(13);
    expect(outcome.forecast.weeklyForecasts[12]).toEqual(week(13));
    expect(outcome.forecast.categoryInsights).toEqual([
      { category: 'Rent', trend: 'stable', projectedAmount: 1200, riskLevel: 'low' },
    ]);
    expect(outcome.forecast.summary).toEqual({
      overallTrend: 'positive',
      keyInsights: ['Sales grow'],
      actionItems: [],
    });
    expect(log).not.toHaveBeenCalled();

    const body = sentBody(fake.requests[0]);
    expect([body.temperature, body.max_tokens, body.model]).toEqual([0, 4000, 'test/model']);
    const prompt = promptOf(fake.requests[0]);
    expect(prompt).toContain(JSON.stringify(forecastFacts(ledger, today)));
    expect(prompt).toContain('"currentBalance":16299.95');
    expect(prompt).toContain('"transactionCount":5');
    expect(prompt).toContain('"dateRange":{"start":"2024-01-05","end":"2024-03-01"}');
    expect(prompt).toContain('+15%');
    expect(prompt).toContain('-15%');
    expect(prompt).toContain('next 13 weeks');
    expect(prompt).toContain(JSON.stringify(forecastWeekLabels(today)));
  });

  it.each([
    ['no key', undefined, 'OpenRouter API key is not configured. Cannot make AI call.'],
    ['a 401', errorReply(401, 'No auth credentials found'), 'OpenRouter API error: 401'],
    ['a 402', errorReply(402, 'Insufficient credits'), 'OpenRouter API error: 402'],
    ['a 429', errorReply(429, 'Rate limited'), 'OpenRouter API error: 429'],
    ['a 500', errorReply(500, 'Internal'), 'OpenRouter API error: 500'],
    ['an error inside a 200', errorIn200Reply(502, 'Provider down'), 'OpenRouter API error: 502'],
    [
      'a body that is not JSON',
      notJsonReply(),
      'OpenRouter sent a reply that is not JSON (status 200).',
    ],
    [
      'content that is not JSON',
      contentReply('Looks good!'),
      'Failed to parse JSON from AI. Raw content: Looks good!',
    ],
    ['no content', contentReply(''), 'No content received from AI model'],
    [
      'a forecast with no weeks',
      jsonReply({ weeklyForecasts: 'soon' }),
      'The AI forecast has no weeks.',
    ],
    [
      'a slow gateway',
      slowReply(10_000, jsonReply(aiReply)),
      'OpenRouter did not answer within 0.3 seconds.',
    ],
  ])('logs %s and returns the engine forecast', async (_case, reply, error) => {
    if (reply) fake.respond(reply);
    const log = vi.fn();
    const client = gatewayClient(fake, {
      apiKey: reply ? TEST_KEY : '',
      timeoutMs: error.includes('did not answer') ? 300 : 10_000,
    });
    const outcome = await predictCashFlow(ledger, { client, asOf: today, log });
    expect(outcome).toEqual({
      source: 'fallback',
      forecast: engineForecast(ledger, { asOf: today }).result,
      error,
    });
    expect(log).toHaveBeenCalledWith('AI forecast failed; using the fallback forecast', error);
  });
});
