import type { IsoDate } from '../dates.js';
import { countDate } from './detectDateFormat.js';
import type { DateFormatCounts } from './detectDateFormat.js';
import { isoOf, parseTextualDate, scanNumericDate } from './parseDate.js';
import type { NumericDate } from './parseDate.js';

/** A reader's own scratch date, filled by every cell it reads so that reading one makes no garbage. */
export function scratchDate(): NumericDate {
  return { first: 0, second: 0, third: 0, yearFirst: false, thirdDigits: 0, separator: '' };
}

/**
 * Reads a date cell in the file's order (`dayFirst` or month first), counting it towards the
 * file's date format so the caller can check the first rows' guess of it.
 */
export function readDateCell(
  cell: string,
  scratch: NumericDate,
  counts: DateFormatCounts,
  dayFirst: boolean,
): IsoDate | null {
  const d = scratch;
  if (!scanNumericDate(cell, d)) return parseTextualDate(cell);
  const fits = countDate(counts, d);
  if (d.yearFirst) return isoOf(d.first, d.second, d.third);
  const year = d.thirdDigits === 2 ? 2000 + d.third : d.third;
  if (dayFirst) return fits & 2 ? isoOf(year, d.second, d.first) : null;
  return fits & 1 ? isoOf(year, d.first, d.second) : null;
}
