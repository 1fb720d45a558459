import { describe, expect, it } from 'vitest';
import { withBackoff } from './backoff.js';
import { QuickBooksError } from './quickbooksError.js';

describe('withBackoff', () => {
  it('waits longer after each 429 and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withBackoff(
      async () => {
        calls += 1;
        if (calls < 4) throw new QuickBooksError('throttled', 'slow down');
        return 'done';
      },
      {
        attempts: 5,
        baseDelayMs: 100,
        sleep: async (ms) => void waits.push(ms),
        random: () => 0.5,
      },
    );
    expect(result).toBe('done');
    expect(waits).toEqual([100, 200, 400]);
  });

  it('follows Retry-After and never retries other failures', async () => {
    const waits: number[] = [];
    let calls = 0;
    await withBackoff(
      async () => {
        calls += 1;
        if (calls === 1) throw new QuickBooksError('throttled', 'slow down', 1500);
        return 1;
      },
      { attempts: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(waits).toEqual([1500]);
    let faults = 0;
    await expect(
      withBackoff(
        async () => {
          faults += 1;
          throw new QuickBooksError('fault', 'bad query');
        },
        { attempts: 5, baseDelayMs: 1, sleep: async () => undefined },
      ),
    ).rejects.toThrow('bad query');
    expect(faults).toBe(1);
  });
});
