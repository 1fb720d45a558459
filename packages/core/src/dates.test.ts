import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToKey,
  addWeeks,
  daysBetween,
  daysInMonth,
  endOfMonth,
  formatDate,
  isInRange,
  isIsoDate,
  lastMonthKeys,
  monthLabel,
  periodRange,
  quarterOf,
  quarterRange,
  shortDateLabel,
  shortMonthName,
  startOfMonth,
} from './dates.js';

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

describe('day arithmetic', () => {
  it('crosses month and year boundaries', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });

  it('counts the leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2024-03-01', '2024-02-01')).toBe(-29);
  });

  it('adds weeks as 7 days', () => {
    expect(addWeeks('2024-12-30', 1)).toBe('2025-01-06');
    expect(addWeeks('2024-03-10', -2)).toBe('2024-02-25');
  });

  it('is not shifted by a daylight-saving change', () => {
    expect(addDays('2024-03-09', 1)).toBe('2024-03-10');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    expect(addDays('2024-11-03', 1)).toBe('2024-11-04');
  });
});

describe('month arithmetic', () => {
  it('clamps the day to the end of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
  });

  it('crosses years both ways', () => {
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonths('2024-03-15', -6)).toBe('2023-09-15');
    expect(addMonthsToKey('2024-01', -1)).toBe('2023-12');
    expect(addMonthsToKey('2023-12', 13)).toBe('2025-01');
  });

  it('lists the last months up to today, oldest first, across a year boundary', () => {
    expect(lastMonthKeys('2024-02-10', 6)).toEqual([
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });

  it('knows month ends', () => {
    expect(startOfMonth('2024-02-17')).toBe('2024-02-01');
    expect(endOfMonth('2024-02-17')).toBe('2024-02-29');
    expect(endOfMonth('2023-02-17')).toBe('2023-02-28');
    expect(endOfMonth('2024-12-01')).toBe('2024-12-31');
  });
});

describe('month names', () => {
  it('gives short English names', () => {
    expect(shortMonthName(1)).toBe('Jan');
    expect(shortMonthName(12)).toBe('Dec');
    expect(monthLabel('2024-09')).toBe('Sep');
    expect(shortDateLabel('2024-03-05')).toBe('Mar 5');
  });

  it('rejects a month outside 1-12', () => {
    expect(() => shortMonthName(13)).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('this month is its first to last day', () => {
    expect(periodRange('month', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it.each([
    ['2024-01-01', 1, '2024-01-01', '2024-03-31'],
    ['2024-03-31', 1, '2024-01-01', '2024-03-31'],
    ['2024-04-01', 2, '2024-04-01', '2024-06-30'],
    ['2024-06-30', 2, '2024-04-01', '2024-06-30'],
    ['2024-07-01', 3, '2024-07-01', '2024-09-30'],
    ['2024-09-30', 3, '2024-07-01', '2024-09-30'],
    ['2024-10-01', 4, '2024-10-01', '2024-12-31'],
    ['2024-12-31', 4, '2024-10-01', '2024-12-31'],
  ])('on %s the quarter is Q%i: %s to %s', (today, quarter, start, end) => {
    expect(quarterOf(today)).toBe(quarter);
    expect(quarterRange(today)).toEqual({ start, end });
    expect(periodRange('quarter', today)).toEqual({ start, end });
  });

  it('this year is 1 January to 31 December', () => {
    expect(periodRange('year', '2024-06-15')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('all time has no range and contains every date', () => {
    expect(periodRange('all', '2024-06-15')).toBeNull();
    expect(isInRange('1999-01-01', null)).toBe(true);
  });

  it('ranges are inclusive at both ends', () => {
    const range = { start: '2024-04-01', end: '2024-06-30' };
    expect(isInRange('2024-04-01', range)).toBe(true);
    expect(isInRange('2024-06-30', range)).toBe(true);
    expect(isInRange('2024-03-31', range)).toBe(false);
    expect(isInRange('2024-07-01', range)).toBe(false);
  });
});

describe('formatDate', () => {
  it('writes each Settings format from the digits, with no time-zone shift', () => {
    expect(formatDate('2024-01-01', 'MM/DD/YYYY')).toBe('01/01/2024');
    expect(formatDate('2024-12-31', 'DD/MM/YYYY')).toBe('31/12/2024');
    expect(formatDate('2024-02-29', 'YYYY-MM-DD')).toBe('2024-02-29');
  });
});
