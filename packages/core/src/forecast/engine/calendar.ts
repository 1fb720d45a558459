/**
 * Calendar arithmetic on day numbers (days since 1970-01-01, see `dayNumber`), the engine's unit of
 * time: integers are cheap to compare and index, and every date still round-trips through UTC only.
 */

export const SUNDAY = 0;
export const SATURDAY = 6;

/** Weekday of a day number: 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** How a payment due on a weekend is moved: to the Friday before, the Monday after, or not at all. */
export type WeekendShift = 'before' | 'after' | 'none';

export function shiftOffWeekend(day: number, shift: WeekendShift): number {
  if (shift === 'none' || !isWeekend(day)) return day;
  const weekday = weekdayOf(day);
  if (shift === 'before') return day - (weekday === SATURDAY ? 1 : 2);
  return day + (weekday === SATURDAY ? 2 : 1);
}

/** Year, month (1-12) and day of month of a day number. */
export function partsOfDay(day: number): { year: number; month: number; dayOfMonth: number } {
  const date = new Date(day * 86_400_000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
  };
}

/** Month ordinal (year * 12 + month - 1) of a day number. */
export function monthIndexOf(day: number): number {
  const { year, month } = partsOfDay(day);
  return year * 12 + month - 1;
}

function daysInMonthIndex(monthIndex: number): number {
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The day number of day `dayOfMonth` of a month ordinal; a day past the month's end is its last
 * day (31 stands for "the last day of the month").
 */
export function dayInMonth(monthIndex: number, dayOfMonth: number): number {
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const day = Math.min(dayOfMonth, daysInMonthIndex(monthIndex));
  return Date.UTC(year, month, day) / 86_400_000;
}

/** The nominal day of month of a day number: the last day of a month counts as 31. */
export function nominalDayOfMonth(day: number): number {
  const { year, month, dayOfMonth } = partsOfDay(day);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayOfMonth === last ? 31 : dayOfMonth;
}
