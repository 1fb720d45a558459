import { afterEach, describe, expect, it } from 'vitest';
import { inSlices, laterTurn } from './workInSlices';

describe('inSlices', () => {
  it('lets other work run between slices and finishes the work', async () => {
    const order: string[] = [];
    let steps = 0;
    const done = inSlices(
      () => {
        steps += 1;
        order.push('step');
        return steps === 3;
      },
      new AbortController().signal,
      0,
    );
    setTimeout(() => order.push('other'), 0);
    await done;
    expect(steps).toBe(3);
    expect(order.indexOf('other')).toBeGreaterThan(0);
    expect(order.indexOf('other')).toBeLessThan(order.length - 1);
  });

  it('stops at the next turn once aborted, rejecting with the reason', async () => {
    const controller = new AbortController();
    let steps = 0;
    const work = inSlices(
      () => {
        steps += 1;
        if (steps === 2) controller.abort(new Error('a newer search'));
        return false;
      },
      controller.signal,
      0,
    );
    await expect(work).rejects.toThrow('a newer search');
    expect(steps).toBe(2);
  });

  describe('where continuations resume ahead of queued tasks (scheduler.yield)', () => {
    const global = globalThis as { scheduler?: { yield: () => Promise<void> } };
    afterEach(() => delete global.scheduler);

    async function queuedTaskRanBeforeTheEnd(turn?: () => Promise<void>): Promise<boolean> {
      global.scheduler = { yield: () => Promise.resolve() };
      let steps = 0;
      let ran = false;
      let ranBeforeTheEnd = false;
      setTimeout(() => (ran = true), 0);
      await inSlices(
        () => {
          steps += 1;
          if (steps === 50) ranBeforeTheEnd = ran;
          return steps === 50;
        },
        new AbortController().signal,
        0,
        turn,
      );
      return ranBeforeTheEnd;
    }

    it('lets a task queued meanwhile (a render) run between slices when given laterTurn', async () => {
      expect(await queuedTaskRanBeforeTheEnd(laterTurn)).toBe(true);
      expect(await queuedTaskRanBeforeTheEnd()).toBe(false);
    });
  });
});
