import { describe, expect, it } from 'vitest';
import { ShapeCache } from './shapeCache.js';

describe('a cache by shape (digits read as 0)', () => {
  it('keeps a value from the second sighting of a shape, for every line of that shape', () => {
    const cache = new ShapeCache(10);
    cache.set('CARD 0923 AWS EMEA 4491', 'aws emea');
    expect(cache.get('CARD 0923 AWS EMEA 4491')).toBeUndefined();
    cache.set('CARD 1023 AWS EMEA 8812', 'aws emea');
    expect(cache.get('CARD 5555 AWS EMEA 0000')).toBe('aws emea');
  });

  it('tells apart lines whose letters, lengths or digit places differ', () => {
    const cache = new ShapeCache(10);
    cache.set('REF 12 ACME', 'acme');
    cache.set('REF 34 ACME', 'acme');
    expect(cache.get('REF 56 ACME')).toBe('acme');
    expect(cache.get('REF 5 ACME')).toBeUndefined();
    expect(cache.get('REF A6 ACME')).toBeUndefined();
    expect(cache.get('REF 56 ACMF')).toBeUndefined();
    expect(cache.get('REF 560ACME')).toBeUndefined();
  });

  it('starts again when full', () => {
    const cache = new ShapeCache(2);
    for (const text of ['A1', 'A2', 'B1', 'B2']) cache.set(text, text[0]!);
    expect(cache.get('A9')).toBe('A');
    expect(cache.get('B9')).toBe('B');
    cache.set('C1', 'C');
    cache.set('C2', 'C');
    expect(cache.get('A9')).toBeUndefined();
    expect(cache.get('C9')).toBe('C');
  });
});
