import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.js';

describe('toCents', () => {
  it('turns currency units into integer cents without float drift', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(-19.99)).toBe(-1999);
  });

  it('rounds half a cent away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('rejects values that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips through fromCents', () => {
    expect(fromCents(toCents(-42.1))).toBe(-42.1);
  });
});
