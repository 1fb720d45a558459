import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work later, not at once, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(ran).toEqual(['kept']);
  });
});
