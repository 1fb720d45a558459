import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeSignal } from './changeSignal.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Whether the promise has settled, without letting any timer run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('changeSignal', () => {
  it('wakes every waiter of the organisation written to, and only those, with no time passing', async () => {
    const signal = changeSignal();
    const never = new AbortController().signal;
    const a1 = signal.wait('org-a', 60_000, never);
    const a2 = signal.wait('org-a', 60_000, never);
    const b = signal.wait('org-b', 60_000, never);
    signal.notify('org-a');
    expect(await settled(a1)).toBe(true);
    expect(await settled(a2)).toBe(true);
    expect(await settled(b)).toBe(false);
  });

  it('lets a waiter go after its time or when its client leaves', async () => {
    const signal = changeSignal();
    const timed = signal.wait('org-a', 1000, new AbortController().signal);
    expect(await settled(timed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(timed)).toBe(true);

    const leaving = new AbortController();
    const left = signal.wait('org-a', 60_000, leaving.signal);
    leaving.abort();
    expect(await settled(left)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets every waiter go when the server stops, and no later one waits', async () => {
    const signal = changeSignal();
    const never = new AbortController().signal;
    const held = signal.wait('org-a', 60_000, never);
    signal.close();
    expect(await settled(held)).toBe(true);
    expect(await settled(signal.wait('org-b', 60_000, never))).toBe(true);
    expect(signal.closed).toBe(true);
  });
});
