import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber } from '../../dates.js';
import {
  dayInMonth,
  monthIndexOf,
  nominalDayOfMonth,
  shiftOffWeekend,
  weekdayOf,
} from './calendar.js';

describe('engine calendar', () => {
  it('names weekdays from day numbers', () => {
    expect(weekdayOf(dayNumber('2024-03-16'))).toBe(6);
    expect(weekdayOf(dayNumber('2024-03-17'))).toBe(0);
    expect(weekdayOf(dayNumber('1969-12-31'))).toBe(3);
  });

  it('moves a weekend day to the Friday before or the Monday after', () => {
    const saturday = dayNumber('2024-03-16');
    const sunday = dayNumber('2024-03-17');
    expect(dateOfDayNumber(shiftOffWeekend(saturday, 'before'))).toBe('2024-03-15');
    expect(dateOfDayNumber(shiftOffWeekend(sunday, 'before'))).toBe('2024-03-15');
    expect(dateOfDayNumber(shiftOffWeekend(saturday, 'after'))).toBe('2024-03-18');
    expect(dateOfDayNumber(shiftOffWeekend(sunday, 'after'))).toBe('2024-03-18');
    expect(shiftOffWeekend(sunday, 'none')).toBe(sunday);
    expect(shiftOffWeekend(dayNumber('2024-03-14'), 'before')).toBe(dayNumber('2024-03-14'));
  });

  it('clamps a day of month to the month end and names the last day 31', () => {
    const february = monthIndexOf(dayNumber('2024-02-10'));
    expect(dateOfDayNumber(dayInMonth(february, 31))).toBe('2024-02-29');
    expect(dateOfDayNumber(dayInMonth(february + 11, 15))).toBe('2025-01-15');
    expect(nominalDayOfMonth(dayNumber('2023-02-28'))).toBe(31);
    expect(nominalDayOfMonth(dayNumber('2024-02-28'))).toBe(28);
  });
});
