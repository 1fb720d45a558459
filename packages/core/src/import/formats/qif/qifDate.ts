import type { IsoDate } from '../../../dates.js';
import { isoOf } from '../../parseDate.js';

/** A QIF date's three numbers in the order written, before the file's order is settled. */
export type QifDate = { first: number; second: number; year: number } | { iso: IsoDate };

/**
 * Reads a QIF date: `1/15/24`, `01/15/2024`, `1/15'24` (Quicken writes years from 2000 after an
 * apostrophe, padded with a space: `1/ 5' 4`), `15.01.2024`, or `2024-01-15`. Two-digit years
 * without an apostrophe below 70 are 20xx. Null when it is none of these.
 */
export function scanQifDate(raw: string): QifDate | null {
  const compact = raw.replace(/\s+/g, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(compact);
  if (iso) {
    const date = isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return date === null ? null : { iso: date };
  }
  const match = /^(\d{1,2})[/.-](\d{1,2})([/.'-])(\d{1,4})$/.exec(compact);
  if (!match) return null;
  const written = Number(match[4]);
  const digits = match[4]!.length;
  let year = written;
  if (match[3] === "'" && written < 100) year = 2000 + written;
  else if (digits <= 2) year = written < 70 ? 2000 + written : 1900 + written;
  else if (digits === 3) return null;
  return { first: Number(match[1]), second: Number(match[2]), year };
}

/** The date in the file's order (`dayFirst` for D/M/Y); null when it is not a calendar date. */
export function qifIso(date: QifDate, dayFirst: boolean): IsoDate | null {
  if ('iso' in date) return date.iso;
  return dayFirst
    ? isoOf(date.year, date.second, date.first)
    : isoOf(date.year, date.first, date.second);
}

/**
 * D/M/Y when a first number is above 12, M/D/Y when a second one is; otherwise `fallback` (the
 * caller's choice, else M/D/Y as Quicken writes it) and `ambiguous` is set.
 */
export function qifOrder(
  dates: readonly QifDate[],
  fallback: boolean | undefined,
): { dayFirst: boolean; ambiguous: boolean } {
  if (fallback !== undefined) return { dayFirst: fallback, ambiguous: false };
  let dayFirst = 0;
  let monthFirst = 0;
  for (const date of dates) {
    if ('iso' in date) continue;
    if (date.first > 12) dayFirst++;
    if (date.second > 12) monthFirst++;
  }
  if (dayFirst === 0 && monthFirst === 0) {
    return { dayFirst: false, ambiguous: dates.some((d) => !('iso' in d)) };
  }
  return { dayFirst: dayFirst > monthFirst, ambiguous: false };
}
