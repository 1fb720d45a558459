import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangesPage } from '../serverLedgerApi';
import { followFeed } from './followFeed';
import type { HeardPage } from './followFeed';

afterEach(() => vi.useRealTimers());

const page = (headSeq: number): ChangesPage => ({ changes: [], lastSeq: headSeq, headSeq });

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
          return page(since + 1);
        },
      },
      stop.signal,
    );
    await following;
    expect(calls).toEqual(['sync', 'send', 'wait from 8', 'sync', 'send', 'wait from 9']);
  });

  it('catches up from the page the held request answered, and from where it was asked', async () => {
    const stop = new AbortController();
    const synced: (HeardPage | undefined)[] = [];
    const answered = page(4);
    await followFeed(
      {
        sync: async (heard) => {
          synced.push(heard);
          if (synced.length === 2) stop.abort();
        },
        send: () => undefined,
        seq: async () => 3,
        waitForChange: async () => answered,
      },
      stop.signal,
    );
    expect(synced).toEqual([undefined, { since: 3, page: answered }]);
    expect(synced[1]?.page).toBe(answered);
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
        waitForChange: async () => {
          stop.abort();
          return page(1);
        },
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
