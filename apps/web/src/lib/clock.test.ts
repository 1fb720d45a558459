import { describe, expect, it } from 'vitest';
import { todayIso } from './clock';

describe('todayIso', () => {
  it('gives the local calendar date as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(todayIso(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });
});
