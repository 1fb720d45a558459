import { describe, expect, it } from 'vitest';
import { shiftPath } from './shiftPath.js';

describe('shiftPath', () => {
  it('adds a rise to the week inflows and a fall to its outflows, in whole cents', () => {
    const inflows = [1000, 1000, 1000];
    const outflows = [500, 500, 500];
    // The balance ends week 1 higher by 100.4, week 2 by 50.2, week 3 by -30.
    shiftPath(inflows, outflows, [100.4, 50.2, -30]);
    expect(inflows).toEqual([1100, 1000, 1000]);
    expect(outflows).toEqual([500, 550, 580]);
  });
});
