import { describe, expect, it } from 'vitest';
import { cashOutOf, chanceBelow, chanceBelowZero, chanceText, normalCdf } from './cashOutRisk.js';

describe('normalCdf', () => {
  it('matches the standard normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.2815515655446004)).toBeCloseTo(0.9, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
  });
});

describe('chanceBelowZero', () => {
  it('is 1 in 10 when zero is the low end of the range', () => {
    expect(chanceBelowZero({ expected: 5000, range: [0, 9000] })).toBeCloseTo(0.1, 6);
  });

  it("reads the spread from the range's side towards zero", () => {
    // Below zero: the distance to the high end sets the spread; zero is the 90th percentile.
    expect(chanceBelowZero({ expected: -2000, range: [-99_000, 0] })).toBeCloseTo(0.9, 6);
    expect(chanceBelowZero({ expected: 1000, range: [1000, 5000] })).toBe(0);
  });

  it('is unknown without a range', () => {
    expect(chanceBelowZero({ expected: -10, range: null })).toBeNull();
  });
});

describe('chanceBelow', () => {
  it('reads a level other than zero against the same range', () => {
    // $15,000 expected, $9,000 the 10th percentile: $9,000 is 1 in 10, $15,000 an even chance.
    const week = { expected: 15_000, range: [9000, 18_000] as const };
    expect(chanceBelow(week, 9000)).toBeCloseTo(0.1, 6);
    expect(chanceBelow(week, 15_000)).toBeCloseTo(0.5, 6);
    // Halfway down to the 10th percentile: z = -0.64, about 26%.
    expect(chanceBelow(week, 12_000)).toBeCloseTo(normalCdf(-1.2815515655446004 / 2), 6);
    // Above the expected balance the high side sets the spread: $18,000 is the 90th percentile.
    expect(chanceBelow(week, 18_000)).toBeCloseTo(0.9, 6);
  });
});

describe('cashOutOf', () => {
  const week = (expected: number, low: number, high: number) => ({
    expected,
    range: [low, high] as const,
  });

  it('gives the first week the expected balance goes below zero and the largest weekly chance', () => {
    const result = cashOutOf(3000, [
      week(2000, 1000, 3000),
      week(-500, -1500, 500),
      week(-3000, -4000, -2000),
    ]);
    expect(result).toMatchObject({ status: 'expected', week: 1 });
    expect(result.status === 'expected' && result.chance).toBeCloseTo(1, 3);
  });

  it('says when only the low end of the range goes below zero', () => {
    const result = cashOutOf(3000, [
      week(2000, 1000, 3000),
      week(1000, 0, 2000),
      week(800, -200, 1500),
    ]);
    expect(result).toMatchObject({ status: 'possible', week: 2 });
    // Week 3: 800 above zero with the low end 1,000 below it: z = 0.8 x 1.2816 = 1.025.
    expect(result.status === 'possible' && result.chance).toBeCloseTo(0.1526, 3);
  });

  it('says when cash stays above zero, and when it is already gone', () => {
    expect(cashOutOf(3000, [week(2000, 1000, 3000)])).toMatchObject({ status: 'none' });
    expect(cashOutOf(0, [week(2000, 1000, 3000)])).toEqual({ status: 'already' });
  });
});

describe('chanceText', () => {
  it('speaks in tenths, bounded at both ends', () => {
    expect(chanceText(0.34)).toBe('about 3 in 10');
    expect(chanceText(0.96)).toBe('more than 9 in 10');
    expect(chanceText(0.01)).toBe('less than 1 in 10');
  });
});
