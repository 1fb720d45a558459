/** A calendar date as `YYYY-MM-DD`. Never turned into a local-time Date, so no time zone can shift it. */
export type IsoDate = string;

/** A calendar month as `YYYY-MM`. */
export type MonthKey = string;

/** An inclusive range of calendar dates. */
export type DateRange = { start: IsoDate; end: IsoDate };

/** The period selector of the analytics panels and reports: all time or the calendar period of today. */
export type Period = 'all' | 'month' | 'quarter' | 'year';

export const PERIODS: readonly Period[] = ['all', 'month', 'quarter', 'year'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar date written as `YYYY-MM-DD` (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The parts of a `YYYY-MM-DD` date; month is 1-12. Assumes a valid date (see `isIsoDate`). */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Writes a calendar date as `YYYY-MM-DD`; month is 1-12. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The `YYYY-MM` key of a date's month. */
export function monthKey(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

/** The `YYYY-MM` key for a year and a month 1-12. */
export function monthKeyOf(year: number, month: number): MonthKey {
  return `${pad(year, 4)}-${pad(month, 2)}`;
}

/** A month as a count of months since year 0, so month arithmetic is plain integer arithmetic. */
export function monthOrdinal(key: MonthKey): number {
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

/** The inverse of `monthOrdinal`. */
export function monthKeyFromOrdinal(ordinal: number): MonthKey {
  return monthKeyOf(Math.floor(ordinal / 12), (ordinal % 12) + 1);
}

/** Adds (or with a negative count, subtracts) whole months to a `YYYY-MM` key. */
export function addMonthsToKey(key: MonthKey, months: number): MonthKey {
  return monthKeyFromOrdinal(monthOrdinal(key) + months);
}

/** Short English month name of a month 1-12: 'Jan' ... 'Dec'. */
export function shortMonthName(month: number): string {
  const name = SHORT_MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return name;
}

/** Short English name of a `YYYY-MM` key's month ('2024-03' gives 'Mar'). */
export function monthLabel(key: MonthKey): string {
  return shortMonthName(Number(key.slice(5, 7)));
}

/** Days since 1970-01-01 of a calendar date, counted in UTC so no time zone can shift it. */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The calendar date of a day number (see `dayNumber`). */
export function dateOfDayNumber(days: number): IsoDate {
  const d = new Date(days * 86_400_000);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

export function addWeeks(date: IsoDate, weeks: number): IsoDate {
  return addDays(date, weeks * 7);
}

/** Adds whole months; a day past the end of the target month is clamped to its last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { day } = dateParts(date);
  const { year, month } = dateParts(`${addMonthsToKey(monthKey(date), months)}-01`);
  return isoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${monthKey(date)}-01`;
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = dateParts(date);
  return isoDate(year, month, daysInMonth(year, month));
}

/** Calendar quarter 1-4 of a date. */
export function quarterOf(date: IsoDate): number {
  return Math.floor((dateParts(date).month - 1) / 3) + 1;
}

/** The calendar month containing `today`: its first to its last day. */
export function monthRange(today: IsoDate): DateRange {
  return { start: startOfMonth(today), end: endOfMonth(today) };
}

/** The calendar quarter containing `today` (Jan-Mar, Apr-Jun, Jul-Sep, Oct-Dec). */
export function quarterRange(today: IsoDate): DateRange {
  const { year } = dateParts(today);
  const firstMonth = (quarterOf(today) - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  return {
    start: isoDate(year, firstMonth, 1),
    end: isoDate(year, lastMonth, daysInMonth(year, lastMonth)),
  };
}

/** 1 January to 31 December of the year containing `today`. */
export function yearRange(today: IsoDate): DateRange {
  const { year } = dateParts(today);
  return { start: isoDate(year, 1, 1), end: isoDate(year, 12, 31) };
}

/** The date range of a period around `today`; `null` for all time. */
export function periodRange(period: Period, today: IsoDate): DateRange | null {
  switch (period) {
    case 'all':
      return null;
    case 'month':
      return monthRange(today);
    case 'quarter':
      return quarterRange(today);
    case 'year':
      return yearRange(today);
  }
}

/** True when the date lies in the inclusive range; every date lies in `null` (all time). */
export function isInRange(date: IsoDate, range: DateRange | null): boolean {
  return range === null || (date >= range.start && date <= range.end);
}

/** The last `count` calendar months up to and including today's, oldest first. */
export function lastMonthKeys(today: IsoDate, count: number): MonthKey[] {
  const current = monthOrdinal(monthKey(today));
  return Array.from({ length: count }, (_, i) => monthKeyFromOrdinal(current - count + 1 + i));
}

/** The date formats offered in Settings. */
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';

export const DATE_FORMATS: readonly DateFormat[] = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

/** Writes a calendar date in one of the Settings formats, by rearranging its digits (no Date, no time zone). */
export function formatDate(date: IsoDate, format: DateFormat): string {
  const year = date.slice(0, 4);
  const month = date.slice(5, 7);
  const day = date.slice(8, 10);
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return date;
  }
}

/** A short English label such as 'Mar 5'. */
export function shortDateLabel(date: IsoDate): string {
  const { month, day } = dateParts(date);
  return `${shortMonthName(month)} ${day}`;
}
