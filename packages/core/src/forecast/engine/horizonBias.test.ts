import { describe, expect, it } from 'vitest';
import { BIAS_SHRINK, correctedErrors, horizonBias, MIN_BIAS_ERRORS } from './horizonBias.js';

describe('horizonBias', () => {
  it('moves each horizon by the median past error, shrunk by how many errors back it', () => {
    // 20 errors: ten of 100 and ten of 300 (median 200), weight 20 / (20 + 20).
    const errors = Array.from({ length: 20 }, (_, i) => (i < 10 ? 100 : 300));
    const shrink = MIN_BIAS_ERRORS / (MIN_BIAS_ERRORS + BIAS_SHRINK);
    expect(horizonBias([errors, errors.map((e) => -e)])).toEqual([200 * shrink, -200 * shrink]);
  });

  it('moves nothing with fewer past errors than it needs', () => {
    expect(horizonBias([new Array<number>(MIN_BIAS_ERRORS - 1).fill(500), []])).toEqual([0, 0]);
  });

  it('is not swayed by one huge error', () => {
    const errors = [...new Array<number>(59).fill(10), 1_000_000];
    expect(horizonBias([errors])[0]).toBeCloseTo((10 * 60) / (60 + BIAS_SHRINK), 10);
  });

  it('gives the errors the corrected forecast would have made', () => {
    expect(correctedErrors([[10, 20], [5]], [10, -5])).toEqual([[0, 10], [10]]);
  });
});
