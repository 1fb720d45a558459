import { describe, expect, it } from 'vitest';
import { sortedByNumber, sortedByRank } from './countingSorts';

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

/** The positions of `numbers` sorted by comparison, equal numbers in position order. */
function compared(numbers: number[], descending: boolean): number[] {
  const sign = descending ? -1 : 1;
  return numbers.map((_, i) => i).sort((a, b) => sign * (numbers[a]! - numbers[b]!) || a - b);
}

/** Every position of `numbers` sorted both ways gives the order comparing them gives. */
function expectComparedOrder(numbers: number[]): void {
  for (const descending of [false, true]) {
    const every = Int32Array.from(numbers, (_, i) => i);
    const sorted = sortedByNumber(Float64Array.from(numbers), every, descending);
    expect([...sorted]).toEqual(compared(numbers, descending));
  }
}

describe('positions sorted by their numbers', () => {
  it('orders negatives, zeros (-0 equal to 0), fractions and large amounts as comparing does', () => {
    const numbers = [12.5, -3, 0, -0, 1e12, -1e12, 0.01, -0.01, 12.5, -3, 7, 5e-324];
    expectComparedOrder(numbers);
  });

  it('agrees with a comparison sort on many random amounts with ties, either way', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const numbers = Array.from({ length: 5000 }, () => (next() % 4001) / 100 - 20);
    expectComparedOrder(numbers);
  });

  it('sorts only the positions given', () => {
    const numbers = Float64Array.from([5, 4, 3, 2, 1]);
    expect([...sortedByNumber(numbers, Int32Array.from([4, 0, 2]), false)]).toEqual([4, 2, 0]);
  });
});
