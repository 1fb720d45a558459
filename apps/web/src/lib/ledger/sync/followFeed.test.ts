import { afterEach, describe, expect, it, vi } from 'vitest';
import { followFeed } from './followFeed';

afterEach(() => vi.useRealTimers());

describe('following the feed', () => {
  it('catches up, sends, then waits from the copy’s position, and stops when aborted', async () => {
    const stop = new AbortController();
    const calls: string[] = [];
    let seq = 7;
    const following = followFeed(
      {
        sync: async () => {
          calls.push('sync');
          seq += 1;
        },
        send: () => calls.push('send'),
        seq: async () => seq,
        waitForChange: async (since) => {
          calls.push(`wait from ${since}`);
          if (since === 9) stop.abort();
        },
      },
      stop.signal,
    );
    await following;
    expect(calls).toEqual(['sync', 'send', 'wait from 8', 'sync', 'send', 'wait from 9']);
  });

  it('asks again a little later, not at once, when the server cannot be reached', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    let attempts = 0;
    const following = followFeed(
      {
        sync: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
        },
        send: () => undefined,
        seq: async () => 1,
        waitForChange: async () => stop.abort(),
      },
      stop.signal,
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await following;
    expect(attempts).toBe(2);
  });
});
