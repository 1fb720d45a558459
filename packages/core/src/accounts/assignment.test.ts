import { describe, expect, it } from 'vitest';
import { bestAssignment } from './assignment.js';

/** The best total over every matching, by trying them all (small sizes only). */
function bruteForceBest(weights: number[][], row = 0, taken = new Set<number>()): number {
  if (row === weights.length) return 0;
  let best = bruteForceBest(weights, row + 1, taken);
  (weights[row] ?? []).forEach((w, c) => {
    if (w <= 0 || taken.has(c)) return;
    taken.add(c);
    best = Math.max(best, w + bruteForceBest(weights, row + 1, taken));
    taken.delete(c);
  });
  return best;
}

function total(weights: number[][], chosen: number[]): number {
  return chosen.reduce((sum, c, r) => sum + (c < 0 ? 0 : (weights[r]?.[c] ?? 0)), 0);
}

describe('bestAssignment', () => {
  it('finds the matching a greedy choice misses', () => {
    // Greedy takes row 0 -> column 0 (5) and leaves row 1 nothing; the best is 4 + 4.
    const weights = [
      [5, 4],
      [4, 0],
    ];
    expect(bestAssignment(2, 2, (r, c) => weights[r]?.[c] ?? 0)).toEqual([1, 0]);
  });

  it('agrees with trying every matching on random weights, wide and tall', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 200; round += 1) {
      const rows = 1 + Math.floor(random() * 5);
      const columns = 1 + Math.floor(random() * 5);
      const weights = Array.from({ length: rows }, () =>
        Array.from({ length: columns }, () => (random() < 0.4 ? 0 : Math.floor(random() * 9))),
      );
      const chosen = bestAssignment(rows, columns, (r, c) => weights[r]?.[c] ?? 0);
      expect(total(weights, chosen)).toBe(bruteForceBest(weights));
      const used = chosen.filter((c) => c >= 0);
      expect(new Set(used).size).toBe(used.length);
      chosen.forEach((c, r) => {
        if (c >= 0) expect(weights[r]?.[c]).toBeGreaterThan(0);
      });
    }
  });
});
