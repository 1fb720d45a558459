import { describe, expect, it } from 'vitest';
import { sortedByRank } from './queryRows';

describe('positions sorted by the rank of their code', () => {
  // Codes of six rows, and the rank of each code: codes 0 and 2 share rank 1.
  const values = Int32Array.from([2, 1, 0, 3, 2, 1]);
  const ranks = Int32Array.from([1, 0, 1, 2]);

  it('puts the lowest rank first, equal ranks in the list’s order', () => {
    expect([...sortedByRank(values, ranks, 6, false)]).toEqual([1, 5, 0, 2, 4, 3]);
  });

  it('puts the highest rank first when descending, equal ranks still in the list’s order', () => {
    expect([...sortedByRank(values, ranks, 6, true)]).toEqual([3, 0, 2, 4, 1, 5]);
  });

  it('reads only the first `size` rows', () => {
    expect([...sortedByRank(values, ranks, 3, false)]).toEqual([1, 0, 2]);
  });
});
