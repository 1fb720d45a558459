import { describe, expect, it } from 'vitest';
import { residualWeekly } from './residualModel.js';

describe('residualWeekly', () => {
  it('counts the days before the first whole week in a window that reaches them', () => {
    // Two whole weeks of 700 and 3 days before them with 600: 2,000 over 17 days.
    expect(residualWeekly([700, 700], 2, { cents: 600, days: 3 })).toBeCloseTo((2000 * 7) / 17, 9);
    expect(residualWeekly([], 0, { cents: 600, days: 3 })).toBeCloseTo(1400, 9);
  });

  it('leaves them out of a window that ends later than they matter', () => {
    const weeks = new Array<number>(60).fill(100);
    expect(residualWeekly(weeks, 60, { cents: 5000, days: 3 })).toBe(100);
  });
});
