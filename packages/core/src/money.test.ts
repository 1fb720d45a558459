import { describe, expect, it } from 'vitest';
import { divideCents, fromCents, scaleCents, toCents } from './money.js';

describe('toCents', () => {
  it('turns currency units into integer cents without float drift', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(-19.99)).toBe(-1999);
  });

  it('rounds half a cent away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.125)).toBe(13);
  });

  it('rejects values that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rejects amounts beyond exact integer cents', () => {
    expect(() => toCents(1e15)).toThrow(RangeError);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('is exact for every two-decimal amount in a wide sweep', () => {
    const wrong: number[] = [];
    for (let cents = -2_000_000; cents <= 2_000_000; cents += 1) {
      if (toCents(cents / 100) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
    expect(toCents(92_233_720_368.54)).toBe(9_223_372_036_854);
  });

  it('round-trips through fromCents', () => {
    expect(fromCents(toCents(-42.1))).toBe(-42.1);
  });
});

describe('scaleCents', () => {
  it('scales by a ratio and rounds half away from zero', () => {
    expect(scaleCents(1000, 115, 100)).toBe(1150);
    expect(scaleCents(1, 115, 100)).toBe(1);
    expect(scaleCents(10, 115, 100)).toBe(12);
    expect(scaleCents(-10, 115, 100)).toBe(-12);
    expect(scaleCents(10, 85, 100)).toBe(9);
    expect(scaleCents(-10, 85, 100)).toBe(-9);
  });
});

describe('divideCents', () => {
  it('averages to whole cents', () => {
    expect(divideCents(100_000, 13)).toBe(7692);
    expect(divideCents(-100, 3)).toBe(-33);
    expect(divideCents(5, 2)).toBe(3);
    expect(divideCents(0, 7)).toBe(0);
  });
});
