import type { IsoDate } from '../../../dates.js';
import { isoOf } from '../../parseDate.js';
import type { StatedBalance } from '../statement.js';
import { centsOf } from '../statementValues.js';

/** A `YYMMDD` date of the 21st century (SWIFT statements began in the 1970s, none are left). */
export function mt940Date(raw: string): IsoDate | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!match) return null;
  return isoOf(2000 + Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * `:60F:`, `:62F:` and their interim `M` forms: `C240115EUR1234,56` (some banks leave the
 * currency out).
 */
export function mt940Balance(raw: string): (StatedBalance & { currency: string }) | null {
  const match = /^([CD])(\d{6})([A-Z]{3})?(\d+,\d*)$/.exec(raw.replace(/\s+/g, ''));
  if (!match) return null;
  const date = mt940Date(match[2]!);
  const cents = centsOf(match[4]!);
  if (date === null || cents === null) return null;
  return { date, cents: match[1] === 'D' ? -cents : cents, currency: match[3] ?? '' };
}

export type Line61 = {
  valueDate: IsoDate;
  /** The entry (booking) date when the line gives one, else the value date. */
  date: IsoDate;
  cents: number;
  mark: string;
  customerReference: string;
  bankReference: string;
  supplementary: string;
};

// Some banks write spaces for a missing entry date, a type code padded with spaces (`S   `) or
// one of their own (`MCI0`) in place of N, S or F and three characters.
const LINE_61 =
  /^(\d{6})(\d{4})?\s*(RC|RD|EC|ED|C|D)([A-Z])?(\d+,\d{0,2})([A-Z][A-Z0-9 ]{3})([^\n]*?)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;

/** The entry date's year: a December entry booked for a January value date is the year before. */
function entryDate(value: IsoDate, mmdd: string): IsoDate | null {
  const year = Number(value.slice(0, 4));
  const valueMonth = Number(value.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const day = Number(mmdd.slice(2, 4));
  let entryYear = year;
  if (month === 12 && valueMonth === 1) entryYear = year - 1;
  if (month === 1 && valueMonth === 12) entryYear = year + 1;
  return isoOf(entryYear, month, day);
}

/**
 * Reads a `:61:` statement line: value date, optional entry date, the D/C mark (RC and RD are
 * reversals: a reversed credit is money out), the amount with its decimal comma, the transaction
 * type, the references and the supplementary details on the next line. Null when it is not one.
 */
export function readLine61(raw: string): Line61 | null {
  const match = LINE_61.exec(raw.trim());
  if (!match) return null;
  const valueDate = mt940Date(match[1]!);
  if (valueDate === null) return null;
  const date = match[2] ? entryDate(valueDate, match[2]) : valueDate;
  const cents = centsOf(match[5]!);
  if (date === null || cents === null) return null;
  const mark = match[3]!;
  const out = mark === 'D' || mark === 'ED' || mark === 'RC';
  return {
    valueDate,
    date,
    cents: out && cents !== 0 ? -cents : cents,
    mark,
    customerReference: match[7]!.trim(),
    bankReference: (match[8] ?? '').trim(),
    supplementary: (match[9] ?? '').trim(),
  };
}
