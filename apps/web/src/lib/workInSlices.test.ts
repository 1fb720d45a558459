import { describe, expect, it } from 'vitest';
import { inSlices } from './workInSlices';

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
});
