import { describe, expect, it } from 'vitest';
import { ledgerCache } from './ledgerCache';

describe('ledgerCache', () => {
  it('computes once per list, accounts and key', () => {
    const cache = ledgerCache<number>();
    const list: unknown[] = [];
    const accounts: unknown[] = [];
    let runs = 0;
    const compute = () => {
      runs += 1;
      return runs;
    };
    expect(cache.getOrCompute(list, accounts, 'a', compute)).toBe(1);
    expect(cache.getOrCompute(list, accounts, 'a', compute)).toBe(1);
    expect(cache.getOrCompute(list, accounts, 'b', compute)).toBe(2);
    expect(cache.getOrCompute(list, [], 'a', compute)).toBe(3);
    expect(cache.getOrCompute([], accounts, 'a', compute)).toBe(4);
    expect(cache.get(list, accounts, 'b')).toBe(2);
    expect(cache.get(list, accounts, 'c')).toBeUndefined();
  });
});
