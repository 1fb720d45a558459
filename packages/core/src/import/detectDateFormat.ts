import { isValidDay, scanNumericDate } from './parseDate.js';
import type { NumericDate } from './parseDate.js';
import type { ImportDateFormat } from './types.js';

export type DateFormatDetection = {
  format: ImportDateFormat;
  /** Every numeric date fitted both month/day and day/month, so M/D/Y was assumed. */
  ambiguous: boolean;
};

/**
 * Decides a file's date format from all values of its date column. Year-first dates are ISO.
 * Otherwise the order that fits the most values wins (`13/01/2024` rules out month first). When
 * every value fits both orders the file is ambiguous and M/D/Y is assumed, except with dots as
 * separators: `01.02.2024` is day first wherever it is written.
 */
export function detectDateFormat(values: Iterable<string>): DateFormatDetection {
  const date: NumericDate = {
    first: 0,
    second: 0,
    third: 0,
    yearFirst: false,
    thirdDigits: 0,
    separator: '',
  };
  let yearFirst = 0;
  let dayMonth = 0;
  let fitsMonthDay = 0;
  let fitsDayMonth = 0;
  let dotted = 0;
  for (const value of values) {
    if (!scanNumericDate(value, date)) continue;
    if (date.yearFirst) {
      yearFirst++;
      continue;
    }
    dayMonth++;
    if (date.separator === '.') dotted++;
    const year = date.thirdDigits === 2 ? 2000 + date.third : date.third;
    const asMonthDay = isValidDay(year, date.first, date.second);
    const asDayMonth = isValidDay(year, date.second, date.first);
    if (asMonthDay) fitsMonthDay++;
    if (asDayMonth) fitsDayMonth++;
  }
  if (dayMonth === 0 || yearFirst > dayMonth) return { format: 'YYYY-MM-DD', ambiguous: false };
  const dayFirstFormat: ImportDateFormat = dotted * 2 > dayMonth ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
  if (fitsMonthDay === dayMonth && fitsDayMonth === dayMonth) {
    return dotted * 2 > dayMonth
      ? { format: 'DD.MM.YYYY', ambiguous: false }
      : { format: 'MM/DD/YYYY', ambiguous: true };
  }
  return fitsDayMonth > fitsMonthDay
    ? { format: dayFirstFormat, ambiguous: false }
    : { format: 'MM/DD/YYYY', ambiguous: false };
}
