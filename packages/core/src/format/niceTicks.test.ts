import { describe, expect, it } from 'vitest';
import { niceTicks } from './niceTicks.js';

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten, from zero', () => {
    expect(niceTicks(0, 13_000)).toEqual([0, 5000, 10_000, 15_000]);
    expect(niceTicks(0, 10_000)).toEqual([0, 2500, 5000, 7500, 10_000]);
    expect(niceTicks(0, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(0, 1_234_567)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  });

  it('covers negative balances and zero', () => {
    expect(niceTicks(-3000, 9000)).toEqual([-5000, 0, 5000, 10_000]);
    expect(niceTicks(-800, -200)).toEqual([-800, -600, -400, -200, 0]);
  });

  it('never steps by less than 1 and copes with a flat or empty series', () => {
    expect(niceTicks(0, 0.4)).toEqual([0, 1]);
    expect(niceTicks(0, 0)).toEqual([0]);
    expect(niceTicks(Infinity, -Infinity)).toEqual([0]);
  });
});
