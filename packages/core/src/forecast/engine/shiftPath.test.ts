import { describe, expect, it } from 'vitest';
import { shiftPath } from './shiftPath.js';

describe('shiftPath', () => {
  it('adds each week its part of the cumulative change, in whole cents', () => {
    const adjustment = [0, 0, 7];
    // The balance ends week 1 higher by 100.4, week 2 by 50.2, week 3 by -30.
    shiftPath(adjustment, [100.4, 50.2, -30]);
    expect(adjustment).toEqual([100, -50, -73]);
  });
});
