/** A small seeded generator (mulberry32): the same seed always gives the same books. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An amount in currency units between min and max, rounded to the cent. */
  amount(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    amount(min, max) {
      return Math.round((min + next() * (max - min)) * 100) / 100;
    },
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    chance(probability) {
      return next() < probability;
    },
  };
}
