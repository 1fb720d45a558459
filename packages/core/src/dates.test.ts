import { describe, expect, it } from 'vitest';
import { daysInMonth, isIsoDate } from './dates.js';

describe('isIsoDate', () => {
  it('accepts real calendar dates, leap days included', () => {
    expect(isIsoDate('2024-01-15')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects impossible dates and other shapes', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-5')).toBe(false);
    expect(isIsoDate('2024-01-15T00:00:00Z')).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('knows February in leap and common years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});
