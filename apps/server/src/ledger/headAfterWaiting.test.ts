import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeSignal } from './changeSignal.js';
import { RECHECK_MS, headAfterWaiting } from './headAfterWaiting.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The value the promise settled with by now, without letting any timer run. */
async function settledWith<T>(promise: Promise<T>): Promise<{ value: T } | undefined> {
  let result: { value: T } | undefined;
  void promise.then((value) => {
    result = { value };
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return result;
}

describe('waiting for the feed’s next change', () => {
  it('is woken by a write that lands while the head is being read', async () => {
    const signal = changeSignal();
    const heads = [4, 5];
    const reads: number[] = [];
    const readHead = async () => {
      // The write commits and tells the waiters after this read saw the head before it.
      if (reads.length === 0) queueMicrotask(() => signal.notify('org-a'));
      const head = heads[reads.length] ?? 5;
      reads.push(head);
      return head;
    };
    const waiting = headAfterWaiting({
      signal,
      readHead,
      orgId: 'org-a',
      since: 4,
      waitMs: 20_000,
      gone: new AbortController().signal,
    });
    expect(await settledWith(waiting)).toEqual({ value: 5 });
    expect(reads).toEqual([4, 5]);
  });

  it('looks at the database again now and then, for writes through other replicas', async () => {
    const signal = changeSignal();
    let head = 4;
    const waiting = headAfterWaiting({
      signal,
      readHead: async () => head,
      orgId: 'org-a',
      since: 4,
      waitMs: 20_000,
      gone: new AbortController().signal,
    });
    head = 6;
    expect(await settledWith(waiting)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(await settledWith(waiting)).toEqual({ value: 6 });
  });

  it('answers the head unchanged once the wait is over or the client left', async () => {
    const signal = changeSignal();
    const base = { signal, readHead: async () => 4, orgId: 'org-a', since: 4 };
    const timed = headAfterWaiting({ ...base, waitMs: 2500, gone: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await settledWith(timed)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(await settledWith(timed)).toEqual({ value: 4 });

    const leaving = new AbortController();
    const left = headAfterWaiting({ ...base, waitMs: 20_000, gone: leaving.signal });
    leaving.abort();
    expect(await settledWith(left)).toEqual({ value: 4 });
  });
});
