import { describe, expect, it } from 'vitest';
import { formatPercent, percentageOf } from './percent.js';

describe('percentageOf', () => {
  it('gives a percentage to 1 decimal', () => {
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(2, 3)).toBe(66.7);
    expect(percentageOf(5, 5)).toBe(100);
  });

  it('rounds an exact half up, as a finance user rounds it by hand', () => {
    expect(percentageOf(201, 400)).toBe(50.3);
    expect(percentageOf(603, 1200)).toBe(50.3);
    expect(percentageOf(1, 2000)).toBe(0.1);
  });

  it('is exact for totals too large for integer arithmetic', () => {
    expect(percentageOf(3e15, 9e15)).toBe(33.3);
  });

  it('is 0 when the total is 0', () => {
    expect(percentageOf(0, 0)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('always shows 1 decimal', () => {
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0.0%');
  });
});
