import { describe, expect, it } from 'vitest';
import { isSteadyAmount, median, seriesAmount } from './seriesAmount.js';

describe('seriesAmount', () => {
  it('keeps amounts that drift within 7.5% as one level, typical is their median', () => {
    const amount = seriesAmount([10_000, 10_700, 9_300, 10_200, 9_800]);
    expect(amount).toEqual({
      typicalCents: 10_000,
      minCents: 9_300,
      maxCents: 10_700,
      steps: 0,
      outliers: 0,
    });
    expect(isSteadyAmount(amount, 5)).toBe(true);
  });

  it('follows a price step to the new level', () => {
    const amount = seriesAmount([2_000, 2_000, 2_000, 2_500, 2_500]);
    expect(amount.typicalCents).toBe(2_500);
    expect(amount.steps).toBe(1);
  });

  it('takes the newest amount when the step is the newest occurrence', () => {
    expect(seriesAmount([2_000, 2_000, 2_000, 2_500]).typicalCents).toBe(2_500);
  });

  it('ignores a single occurrence off its level', () => {
    const amount = seriesAmount([5_000, 5_000, 9_000, 5_000, 5_000]);
    expect(amount.typicalCents).toBe(5_000);
    expect(amount.outliers).toBe(1);
    expect(amount.maxCents).toBe(5_000);
  });

  it('calls amounts that jump every time unsteady', () => {
    const amounts = [1_000, 3_000, 1_500, 4_000, 2_000, 6_000, 1_200, 3_500];
    expect(isSteadyAmount(seriesAmount(amounts), amounts.length)).toBe(false);
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
