import { afterEach, describe, expect, it } from 'vitest';
import { withBackoff } from './backoff.js';
import { createPullBudget } from './pullBudget.js';
import type { PullBudget } from './pullBudget.js';
import { QuickBooksError } from './quickbooksError.js';

const budgets: PullBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});
function budget(deadlineMs = 60_000, clientSignal?: AbortSignal): PullBudget {
  const made = createPullBudget(deadlineMs, clientSignal);
  budgets.push(made);
  return made;
}

/** A call that is throttled `times` times (with this Retry-After, if any), then answers. */
function throttledFor(times: number, retryAfterMs?: number) {
  const calls = { count: 0 };
  const call = async () => {
    calls.count += 1;
    if (calls.count <= times) throw new QuickBooksError('throttled', 'slow down', retryAfterMs);
    return 'done';
  };
  return { calls, call };
}

describe('withBackoff', () => {
  it('waits longer after each 429 and returns the first success', async () => {
    const waits: number[] = [];
    const { call } = throttledFor(3);
    const result = await withBackoff(
      call,
      {
        attempts: 5,
        baseDelayMs: 100,
        sleep: async (ms) => void waits.push(ms),
        random: () => 0.5,
      },
      budget(),
    );
    expect(result).toBe('done');
    expect(waits).toEqual([100, 200, 400]);
  });

  it('never waits more than 30 seconds without a Retry-After', async () => {
    const waits: number[] = [];
    const { call } = throttledFor(4);
    await withBackoff(
      call,
      {
        attempts: 6,
        baseDelayMs: 10_000,
        sleep: async (ms) => void waits.push(ms),
        random: () => 0.5,
      },
      budget(),
    );
    expect(waits).toEqual([10_000, 20_000, 30_000, 30_000]);
  });

  it('follows a Retry-After up to 30 seconds and never retries other failures', async () => {
    const waits: number[] = [];
    const { call } = throttledFor(1, 30_000);
    await withBackoff(
      call,
      { attempts: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) },
      budget(),
    );
    expect(waits).toEqual([30_000]);
    let faults = 0;
    await expect(
      withBackoff(
        async () => {
          faults += 1;
          throw new QuickBooksError('fault', 'bad query');
        },
        { attempts: 5, baseDelayMs: 1, sleep: async () => undefined },
        budget(),
      ),
    ).rejects.toThrow('bad query');
    expect(faults).toBe(1);
  });

  it('does not wait out a Retry-After longer than 30 seconds: it says when to try again', async () => {
    for (const [retryAfterMs, when] of [
      [45_000, '45 seconds'],
      [3_600_000, '60 minutes'],
    ] as const) {
      const waits: number[] = [];
      const { calls, call } = throttledFor(5, retryAfterMs);
      await expect(
        withBackoff(
          call,
          { attempts: 6, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) },
          budget(),
        ),
      ).rejects.toMatchObject({
        kind: 'throttled',
        message: `QuickBooks is limiting requests right now. Please try again in ${when}.`,
        retryAfterMs,
      });
      expect(waits).toEqual([]);
      expect(calls.count).toBe(1);
    }
  });

  it('does not start a wait that would end after the deadline', async () => {
    const waits: number[] = [];
    const { calls, call } = throttledFor(5);
    await expect(
      withBackoff(
        call,
        {
          attempts: 6,
          baseDelayMs: 1_000,
          sleep: async (ms) => void waits.push(ms),
          random: () => 0.5,
        },
        budget(2_500),
      ),
    ).rejects.toMatchObject({
      kind: 'throttled',
      message: 'QuickBooks is limiting requests right now. Please try again in 4 seconds.',
    });
    // 1 s fits in 2.5 s, then 2 s still fits (no time passed in the fake sleep), 4 s does not.
    expect(waits).toEqual([1_000, 2_000]);
    expect(calls.count).toBe(3);
  });

  it('gives up after the last attempt with the time to wait', async () => {
    const { calls, call } = throttledFor(10);
    await expect(
      withBackoff(
        call,
        { attempts: 3, baseDelayMs: 5_000, sleep: async () => undefined, random: () => 0.5 },
        budget(),
      ),
    ).rejects.toMatchObject({
      message: 'QuickBooks is limiting requests right now. Please try again in 20 seconds.',
    });
    expect(calls.count).toBe(3);
  });

  it('stops waiting, and calls no more, the moment the client goes away', async () => {
    const client = new AbortController();
    const { calls, call } = throttledFor(10, 20_000);
    const pending = withBackoff(
      call,
      { attempts: 6, baseDelayMs: 100 },
      budget(60_000, client.signal),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(calls.count).toBe(1);
  });

  it('ends a call still running at the deadline', async () => {
    const started = performance.now();
    await expect(
      withBackoff(
        () => new Promise((resolve) => setTimeout(resolve, 5_000)),
        { attempts: 6, baseDelayMs: 100 },
        budget(50),
      ),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message:
        'QuickBooks did not send the whole ledger within 1 second. Please try again in a few minutes.',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
