import { daysInMonth } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { ImportDateFormat } from './types.js';

/** The order of day, month and year in a numeric date. */
export type DateOrder = 'ymd' | 'mdy' | 'dmy';

export function orderOf(format: ImportDateFormat): DateOrder {
  if (format === 'YYYY-MM-DD') return 'ymd';
  if (format === 'MM/DD/YYYY') return 'mdy';
  return 'dmy';
}

/** The three numbers of a numeric date cell, as `scanNumericDate` found them. */
export type NumericDate = {
  first: number;
  second: number;
  third: number;
  /** The first number has four digits (or the cell is a compact `YYYYMMDD`): year first. */
  yearFirst: boolean;
  /** Digits of the last number, to tell a two-digit year. */
  thirdDigits: number;
  separator: string;
};

const ZERO = 48;
const NINE = 57;
const SPACE = 32;
const QUOTE = 34;
const DOT = 46;
const SLASH = 47;

function isSeparator(c: number): boolean {
  return c === 45 || c === 47 || c === 46; // - / .
}

/**
 * Reads `2024-01-15`, `1/15/24`, `15.01.2024 10:30`, `2024-01-15T10:30:00Z` or `20240115`
 * (anything after the date, such as a time, is ignored). Fills `out` and returns true, or returns
 * false for a cell that is not a numeric date. `out` is reused so the hot loop allocates nothing.
 */
export function scanNumericDate(raw: string, out: NumericDate): boolean {
  const length = raw.length;
  let i = 0;
  while (i < length && (raw.charCodeAt(i) === SPACE || raw.charCodeAt(i) === QUOTE)) i++;
  let n0 = 0;
  let n1 = 0;
  let n2 = 0;
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let separator = -1;
  for (let part = 0; part < 3; part++) {
    const start = i;
    let value = 0;
    while (i < length) {
      const c = raw.charCodeAt(i);
      if (c < ZERO || c > NINE) break;
      value = value * 10 + (c - ZERO);
      i++;
    }
    const count = i - start;
    if (count === 0) return false;
    if (part === 0 && count === 8 && (i === length || !isSeparator(raw.charCodeAt(i)))) {
      out.first = Math.floor(value / 10000);
      out.second = Math.floor(value / 100) % 100;
      out.third = value % 100;
      out.yearFirst = true;
      out.thirdDigits = 2;
      out.separator = '';
      return out.first >= 1900 && out.first <= 2199;
    }
    if (count > 4) return false;
    if (part === 0) {
      n0 = value;
      d0 = count;
    } else if (part === 1) {
      n1 = value;
      d1 = count;
    } else {
      n2 = value;
      d2 = count;
    }
    if (part < 2) {
      const c = raw.charCodeAt(i);
      if (!isSeparator(c)) return false;
      if (separator === -1) separator = c;
      i++;
    }
  }
  // A fourth number straight after the date (`1.2.3.4`) means it was something else.
  if (i + 1 < length && isSeparator(raw.charCodeAt(i))) {
    const next = raw.charCodeAt(i + 1);
    if (next >= ZERO && next <= NINE) return false;
  }
  if (d1 > 2) return false;
  const yearFirst = d0 >= 3;
  if (yearFirst ? d2 > 2 : d0 > 2 || (d2 !== 2 && d2 !== 4)) return false;
  out.first = n0;
  out.second = n1;
  out.third = n2;
  out.yearFirst = yearFirst;
  out.thirdDigits = d2;
  out.separator = separator === DOT ? '.' : separator === SLASH ? '/' : '-';
  return true;
}

/** True when year, month and day make a real calendar date. */
export function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= 28 || day <= daysInMonth(year, month);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

// Statements repeat the same few hundred dates: building each ISO string once keeps a million-row
// import from allocating a million of them.
const ISO_CACHE_LIMIT = 100_000;
const isoCache = new Map<number, IsoDate>();

/** The ISO date of a year, month and day, or null when the day is not in the calendar. */
export function isoOf(year: number, month: number, day: number): IsoDate | null {
  if (year < 1000 || !isValidDay(year, month, day)) return null;
  const key = year * 10_000 + month * 100 + day;
  let iso = isoCache.get(key);
  if (iso === undefined) {
    iso = `${year}-${pad2(month)}-${pad2(day)}`;
    if (isoCache.size < ISO_CACHE_LIMIT) isoCache.set(key, iso);
  }
  return iso;
}

const MONTHS: ReadonlyMap<string, number> = new Map([
  ['jan', 1],
  ['feb', 2],
  ['mar', 3],
  ['apr', 4],
  ['may', 5],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
  // German, French and Spanish abbreviations that differ from the English ones.
  ['mär', 3],
  ['mrz', 3],
  ['mai', 5],
  ['okt', 10],
  ['dez', 12],
  ['fév', 2],
  ['avr', 4],
  ['juin', 6],
  ['juil', 7],
  ['aoû', 8],
  ['déc', 12],
  ['ene', 1],
  ['abr', 4],
  ['ago', 8],
  ['dic', 12],
]);

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  return MONTHS.get(lower.slice(0, 4)) ?? MONTHS.get(lower.slice(0, 3));
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

const DAY_MONTH_YEAR =
  /^(\d{1,2})(?:st|nd|rd|th)?[\s./-]*(\p{L}{3,})\.?(?:,\s*|[\s./-]+)(\d{4}|\d{2})(?!\d)/u;
const MONTH_DAY_YEAR =
  /^(\p{L}{3,})\.?[\s./-]*(\d{1,2})(?:st|nd|rd|th)?(?:,\s*|[\s./-]+)(\d{4}|\d{2})(?!\d)/u;
const WEEKDAY_PREFIX = /^\p{L}{2,}\.?,?\s+(?=\d|\p{L}{3,}\.?\s+\d)/u;

/** Reads dates with a month name: `15 Jan 2024`, `15-Jan-24`, `Jan 15, 2024`, `Mon, 15 Jan 2024`. */
export function parseTextualDate(raw: string): IsoDate | null {
  let text = raw.trim().replace(/^"|"$/g, '');
  const withoutWeekday = text.replace(WEEKDAY_PREFIX, '');
  if (withoutWeekday !== text && monthNumber(text.slice(0, 4)) === undefined) text = withoutWeekday;
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) {
    const month = monthNumber(dmy[2]!);
    return month === undefined ? null : isoOf(fullYear(dmy[3]!), month, Number(dmy[1]));
  }
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy) {
    const month = monthNumber(mdy[1]!);
    return month === undefined ? null : isoOf(fullYear(mdy[3]!), month, Number(mdy[2]));
  }
  return null;
}

/** Turns scanned numbers into an ISO date under the file's order (year-first cells need none). */
export function isoFromNumeric(date: NumericDate, order: DateOrder): IsoDate | null {
  if (date.yearFirst) return isoOf(date.first, date.second, date.third);
  const year = date.thirdDigits === 2 ? 2000 + date.third : date.third;
  return order === 'dmy'
    ? isoOf(year, date.second, date.first)
    : isoOf(year, date.first, date.second);
}

const scratch: NumericDate = {
  first: 0,
  second: 0,
  third: 0,
  yearFirst: false,
  thirdDigits: 0,
  separator: '',
};

/**
 * Reads one date cell under the file's date order; two-digit years are 20yy. Returns null when
 * the cell is not a date at all.
 */
export function parseDate(raw: string, order: DateOrder): IsoDate | null {
  // An ISO date as it is: no new string needed.
  if (
    raw.length === 10 &&
    raw.charCodeAt(4) === 45 &&
    raw.charCodeAt(7) === 45 &&
    scanNumericDate(raw, scratch)
  ) {
    return scratch.yearFirst && isValidDay(scratch.first, scratch.second, scratch.third)
      ? raw
      : isoFromNumeric(scratch, order);
  }
  if (scanNumericDate(raw, scratch)) return isoFromNumeric(scratch, order);
  return parseTextualDate(raw);
}
