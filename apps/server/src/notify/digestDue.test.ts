import { describe, expect, it } from 'vitest';
import { digestWeekDue } from './digestDue.js';

describe('digestWeekDue', () => {
  it('is the local Monday from 07:00 in the member’s zone until that Monday ends', () => {
    // Monday 2 Nov 2026, 06:59 and 07:00 in London (GMT in November).
    expect(digestWeekDue(new Date('2026-11-02T06:59:00Z'), 'Europe/London')).toBeUndefined();
    expect(digestWeekDue(new Date('2026-11-02T07:00:00Z'), 'Europe/London')).toBe('2026-11-02');
    expect(digestWeekDue(new Date('2026-11-02T23:59:00Z'), 'Europe/London')).toBe('2026-11-02');
    expect(digestWeekDue(new Date('2026-11-03T00:00:00Z'), 'Europe/London')).toBeUndefined();
  });

  it('follows the zone across the date line, and counts an unknown zone as UTC', () => {
    // Sunday 23:30 UTC is Monday 08:30 in Tokyo, still Sunday in New York.
    const sundayNight = new Date('2026-11-01T23:30:00Z');
    expect(digestWeekDue(sundayNight, 'Asia/Tokyo')).toBe('2026-11-02');
    expect(digestWeekDue(sundayNight, 'America/New_York')).toBeUndefined();
    expect(digestWeekDue(new Date('2026-11-02T08:00:00Z'), 'Mars/Olympus')).toBe('2026-11-02');
    expect(digestWeekDue(new Date('2026-11-02T08:00:00Z'), null)).toBe('2026-11-02');
  });
});
