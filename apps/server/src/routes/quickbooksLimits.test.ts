import { afterEach, describe, expect, it } from 'vitest';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';

let harness: QuickBooksHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** Connected, with a short pull deadline unless one is given; requests are counted from here. */
async function connected(env: Record<string, string> = {}) {
  harness = await startQuickBooksHarness({}, { QBO_PULL_DEADLINE_MS: '20000', ...env });
  await connectAgent(harness.agent);
  const before = harness.e.stats.requests;
  return { ...harness, requestsSince: () => harness!.e.stats.requests - before };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a throttled pull', { timeout: 30_000 }, () => {
  it('follows a short Retry-After and still gets everything', async () => {
    const { agent, e, requestsSince } = await connected();
    e.faults.add({ status: 429, retryAfter: '1' });
    const started = performance.now();
    const res = await agent.get('/api/quickbooks/export').expect(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.body.data.transactions.length).toBeGreaterThan(500);
    expect(e.stats.throttled).toBe(1);
    expect(requestsSince()).toBe(1 + e.stats.queries);
  });

  it('does not sit out a Retry-After beyond 30 seconds: it answers at once with when to retry', async () => {
    for (const [retryAfter, when] of [
      ['45', '45 seconds'],
      ['3600', '60 minutes'],
    ] as const) {
      const { agent, e, requestsSince } = await connected();
      e.faults.add({ status: 429, retryAfter }, 10);
      const started = performance.now();
      const res = await agent.get('/api/quickbooks/export').expect(429);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(res.headers['retry-after']).toBe(retryAfter);
      expect(res.body).toEqual({
        success: false,
        error: 'quickbooks_throttled',
        message: `QuickBooks is limiting requests right now. Please try again in ${when}.`,
      });
      expect(requestsSince()).toBe(1);
      await harness?.close();
      harness = undefined;
    }
  });

  it('stops at the deadline instead of waiting past it, and says when to try again', async () => {
    // Waits of 100, 200, 400, 800 ms without a deadline: six requests over about 1.5 s.
    const { agent, e, requestsSince } = await connected({
      QBO_RETRY_BASE_MS: '100',
      QBO_PULL_DEADLINE_MS: '500',
    });
    e.faults.add({ status: 429 }, 10);
    const res = await agent.get('/api/quickbooks/export').expect(429);
    expect(res.body.message).toMatch(
      /^QuickBooks is limiting requests right now\. Please try again in 1 second\.$/,
    );
    expect(res.headers['retry-after']).toBe('1');
    expect(requestsSince()).toBeLessThanOrEqual(3);
    await pause(1_500);
    expect(requestsSince()).toBeLessThanOrEqual(3);
  });

  it('ends a pull still waiting on QuickBooks at the deadline', async () => {
    const { agent, e, requestsSince } = await connected({ QBO_PULL_DEADLINE_MS: '400' });
    e.faults.add({ delayMs: 3_000 });
    const started = performance.now();
    const res = await agent.get('/api/quickbooks/export').expect(504);
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(res.body).toEqual({
      success: false,
      error: 'quickbooks_timeout',
      message:
        'QuickBooks did not send the whole ledger within 1 second. Please try again in a few minutes.',
    });
    await pause(3_000);
    expect(requestsSince()).toBe(1);
  });
});

describe('a pull the browser gave up on', { timeout: 30_000 }, () => {
  it('sends QuickBooks no further request once the client has gone', async () => {
    const { agent, e, requestsSince } = await connected({ QBO_PULL_DEADLINE_MS: '60000' });
    // Throttled with a one-second Retry-After each time: a pull left running would retry every second.
    e.faults.add({ status: 429, retryAfter: '1' }, 20);
    await expect(agent.get('/api/quickbooks/export').timeout(300)).rejects.toMatchObject({
      timeout: 300,
    });
    const atAbort = requestsSince();
    expect(atAbort).toBe(1);
    await pause(2_500);
    expect(requestsSince()).toBe(atAbort);
  });
});
