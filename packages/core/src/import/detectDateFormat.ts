import { isValidDay, scanNumericDate } from './parseDate.js';
import type { NumericDate } from './parseDate.js';
import type { ImportDateFormat } from './types.js';

export type DateFormatDetection = {
  format: ImportDateFormat;
  /** Every numeric date fitted both month/day and day/month, so M/D/Y was assumed. */
  ambiguous: boolean;
};

/** Running counts over a file's date cells, from which its format is decided. */
export type DateFormatCounts = {
  yearFirst: number;
  /** Numeric dates with the year last (day/month or month/day first). */
  yearLast: number;
  fitsMonthDay: number;
  fitsDayMonth: number;
  dotted: number;
};

export function emptyDateCounts(): DateFormatCounts {
  return { yearFirst: 0, yearLast: 0, fitsMonthDay: 0, fitsDayMonth: 0, dotted: 0 };
}

/**
 * Counts one scanned date. Returns whether it fits month/day order (bit 1) and day/month order
 * (bit 2), so the caller can read it without checking the calendar again.
 */
export function countDate(counts: DateFormatCounts, date: NumericDate): number {
  if (date.yearFirst) {
    counts.yearFirst++;
    return 0;
  }
  counts.yearLast++;
  if (date.separator === '.') counts.dotted++;
  const year = date.thirdDigits === 2 ? 2000 + date.third : date.third;
  let fits = 0;
  if (isValidDay(year, date.first, date.second)) {
    counts.fitsMonthDay++;
    fits |= 1;
  }
  if (isValidDay(year, date.second, date.first)) {
    counts.fitsDayMonth++;
    fits |= 2;
  }
  return fits;
}

/**
 * Year-first dates are ISO. Otherwise the order that fits the most values wins (`13/01/2024` rules
 * out month first). When every value fits both orders the file is ambiguous and M/D/Y is assumed,
 * except with dots as separators: `01.02.2024` is day first wherever it is written.
 */
export function decideDateFormat(counts: DateFormatCounts): DateFormatDetection {
  const { yearFirst, yearLast, fitsMonthDay, fitsDayMonth, dotted } = counts;
  if (yearLast === 0 || yearFirst > yearLast) return { format: 'YYYY-MM-DD', ambiguous: false };
  const isDotted = dotted * 2 > yearLast;
  if (fitsMonthDay === yearLast && fitsDayMonth === yearLast) {
    return isDotted
      ? { format: 'DD.MM.YYYY', ambiguous: false }
      : { format: 'MM/DD/YYYY', ambiguous: true };
  }
  if (fitsDayMonth > fitsMonthDay) {
    return { format: isDotted ? 'DD.MM.YYYY' : 'DD/MM/YYYY', ambiguous: false };
  }
  return { format: 'MM/DD/YYYY', ambiguous: false };
}

/** Decides a file's date format from all values of its date column. */
export function detectDateFormat(values: Iterable<string>): DateFormatDetection {
  const date: NumericDate = {
    first: 0,
    second: 0,
    third: 0,
    yearFirst: false,
    thirdDigits: 0,
    separator: '',
  };
  const counts = emptyDateCounts();
  for (const value of values) {
    if (scanNumericDate(value, date)) countDate(counts, date);
  }
  return decideDateFormat(counts);
}
