import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { DecimalSeparator } from './types.js';

const MINUS = 45; // -
const PLUS = 43; // +
const DOT = 46;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;
const MAX_FAST_INTEGER_DIGITS = 13;

/**
 * The common case, `-1234.56` with at most two decimals, read straight into cents without a float.
 * Returns undefined when the text needs the general reader.
 */
function parsePlainCents(raw: string, decimal: number): Cents | undefined {
  const length = raw.length;
  let i = 0;
  let negative = false;
  const first = raw.charCodeAt(0);
  if (first === MINUS) {
    negative = true;
    i = 1;
  } else if (first === PLUS) {
    i = 1;
  }
  const intStart = i;
  let units = 0;
  while (i < length) {
    const c = raw.charCodeAt(i);
    if (c < ZERO || c > NINE) break;
    units = units * 10 + (c - ZERO);
    i++;
  }
  const intDigits = i - intStart;
  if (intDigits === 0 || intDigits > MAX_FAST_INTEGER_DIGITS) return undefined;
  let cents = units * 100;
  if (i < length) {
    if (raw.charCodeAt(i) !== decimal) return undefined;
    const decimals = length - i - 1;
    if (decimals < 1 || decimals > 2) return undefined;
    const d1 = raw.charCodeAt(i + 1) - ZERO;
    const d2 = decimals === 2 ? raw.charCodeAt(i + 2) - ZERO : 0;
    if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return undefined;
    cents += d1 * 10 + d2;
  }
  return negative && cents !== 0 ? -cents : cents;
}

const CREDIT_SUFFIX = /\s*(?<![a-z])CR\.?$/i;
const DEBIT_SUFFIX = /\s*(?<![a-z])DR\.?$/i;
// Currency codes and names (USD, EUR, kr), symbols ($ € £ ¥ ₹ ...), spaces of every width and
// apostrophes used as thousands separators (1'234.50) carry no part of the number.
// A mark written with dots or a slash (Rs., kr., د.ا., B/.) goes with them.
// Bidi and other invisible marks (U+200F in `د.ا.‏4.750`), zero-width spaces and soft hyphens
// (\p{Cf}) carry nothing either.
const NOISE = /\p{L}+[./]{0,2}|[\p{Sc}\p{Cf}\s'’"]/gu;
const PLAIN_NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;
const LETTER = /\p{L}/u;
/** Currency marks printed in lower or mixed case; upper-case codes (USD, CHF, RM) need no list. */
const CURRENCY_WORDS: ReadonlySet<string> = new Set([
  'kr',
  'zł',
  'zl',
  'ft',
  'fr',
  'rs',
  'rp',
  'lei',
  'kč',
  'kn',
  'lv',
  'lek',
  'din',
  'dh',
  'r',
]);

function isLetterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80) return (code | 32) >= 97 && (code | 32) <= 122;
  // Currency symbols (€, ₹, ₽...) and the Latin-1 signs below ª are not letters.
  if (code < 0xaa || (code >= 0x20a0 && code <= 0x20cf)) return false;
  return LETTER.test(text.charAt(i));
}

/**
 * Letters in an amount are only ever a currency mark: a code in capitals (USD, EUR, NZ$), a mark
 * such as kr, zł or R. Any other word ("Account 1234", "Address line 2", "Q1", "Ref tq58",
 * "Invoice 1187") makes the cell a name or a reference, whatever digits it holds. A scan by hand:
 * most cells that reach here (`$1,234.56`) have no letter at all.
 */
function lettersAreCurrency(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    if (!isLetterAt(text, i)) {
      i++;
      continue;
    }
    const start = i;
    let upper = true;
    for (; i < text.length && isLetterAt(text, i); i++) {
      const code = text.charCodeAt(i);
      if (code < 65 || code > 90) upper = false;
    }
    const length = i - start;
    const beforeDollar = text.charCodeAt(i) === 36; // $
    if (length <= 3 && (beforeDollar || (length > 1 && upper))) continue;
    // Signs in other scripts (د.ا, ر.س, руб, лв, ₪'s ש"ח) are currency marks when short.
    if (length <= 4 && text.charCodeAt(start) >= 0x370) continue;
    if (!CURRENCY_WORDS.has(text.slice(start, i).toLowerCase())) return false;
  }
  return true;
}

function digitsAfter(text: string, index: number): number {
  let count = 0;
  for (let i = index + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < ZERO || c > NINE) break;
    count++;
  }
  return count;
}

/** Turns `1.234,56` / `1,234.56` into `1234.56` given the file's decimal separator. */
function normaliseSeparators(text: string, decimal: DecimalSeparator): string {
  const thousands = decimal === '.' ? ',' : '.';
  const lastDecimal = text.lastIndexOf(decimal);
  const lastThousands = text.lastIndexOf(thousands);
  // A lone "other" separator followed by one or two digits can only be a decimal point: read
  // `12.50` in a decimal-comma file (and `12,5` in a decimal-point file) as the writer meant it.
  if (
    lastDecimal === -1 &&
    lastThousands !== -1 &&
    text.indexOf(thousands) === lastThousands &&
    digitsAfter(text, lastThousands) === text.length - lastThousands - 1 &&
    text.length - lastThousands - 1 <= 2
  ) {
    return text.replace(thousands, '.');
  }
  const groups = text.split(thousands);
  if (groups.length > 1 && !areThousandsGroups(groups, decimal)) return '';
  const withoutThousands = groups.join('');
  return decimal === ',' ? withoutThousands.replace(',', '.') : withoutThousands;
}

/**
 * Whether the parts between thousands separators are groups of digits (1,234,567 or the Indian
 * 1,23,45,678), so that a date such as 28.12.2018, 1.2.24 or 12.2018 is never read as a number.
 */
function areThousandsGroups(groups: readonly string[], decimal: DecimalSeparator): boolean {
  const firstLength = groups[0]!.length;
  if (firstLength < 1 || firstLength > 3) return false;
  const last = groups.length - 1;
  for (let i = 1; i <= last; i++) {
    const group = groups[i]!;
    const decimalAt = i === last ? group.indexOf(decimal) : -1;
    const length = decimalAt === -1 ? group.length : decimalAt;
    if (length !== 3 && !(length === 2 && i < last)) return false;
  }
  return true;
}

/**
 * Reads a money cell into integer cents: currency symbols and codes, thousands separators,
 * `(12.00)` and `12.00-` and `12.00 DR` negatives, `CR` credits, and the file's decimal separator.
 * Returns null when the cell holds no readable amount, or words besides a currency mark.
 */
export function parseAmount(raw: string, decimal: DecimalSeparator = '.'): Cents | null {
  const fast = parsePlainCents(raw, decimal === '.' ? DOT : COMMA);
  if (fast !== undefined) return fast;

  let text = raw.trim();
  let negative = false;
  if (DEBIT_SUFFIX.test(text)) {
    negative = true;
    text = text.replace(DEBIT_SUFFIX, '');
  } else if (CREDIT_SUFFIX.test(text)) {
    text = text.replace(CREDIT_SUFFIX, '');
  }
  if (!lettersAreCurrency(text)) return null;
  text = text.replace(NOISE, '').replace(/\u2212/g, '-');
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = !negative;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  const number = normaliseSeparators(text, decimal);
  if (!PLAIN_NUMBER.test(number)) return null;
  const value = Number(number);
  if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER / 100) return null;
  const cents = toCents(value);
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * Whether an amount cell says it is money in: a leading + (`+ £1,234.56`) or a CR suffix. Two
 * character tests for the usual cell that has neither.
 */
export function hasCreditMark(cell: string): boolean {
  const first = cell.charCodeAt(0);
  if (first === PLUS) return true;
  const last = cell.charCodeAt(cell.length - 1);
  // Only a cell starting or ending with a space, or ending in R or a dot, can hold a mark.
  if (first > 32 && last !== 82 && last !== 114 && last !== DOT && last > 32) return false;
  const text = cell.trim();
  return text.charCodeAt(0) === PLUS || CREDIT_SUFFIX.test(text);
}

/** Votes of a file's amount cells for `,` or `.` as the decimal separator. */
export type DecimalVotes = { comma: number; dot: number };

/**
 * Counts one cell's vote: a value with both separators, or one separator followed by one or two
 * digits (or by three after a lone 0), or a separator repeated as thousands groups, votes; `1,234`
 * alone says nothing.
 */
export function voteDecimal(votes: DecimalVotes, value: string): void {
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma === -1 && lastDot === -1) return;
  if (lastComma !== -1 && lastDot !== -1) {
    if (lastComma > lastDot) votes.comma++;
    else votes.dot++;
  } else if (lastComma !== -1) {
    const after = digitsAfter(value, lastComma);
    const single = value.indexOf(',') === lastComma;
    if (
      after === 1 ||
      after === 2 ||
      (after === 3 && single && isLoneZeroBefore(value, lastComma))
    ) {
      votes.comma++;
    } else if (after === 3 && !single) votes.dot++;
  } else {
    const after = digitsAfter(value, lastDot);
    const single = value.indexOf('.') === lastDot;
    if (after === 1 || after === 2 || (after === 3 && single && isLoneZeroBefore(value, lastDot))) {
      votes.dot++;
    } else if (after === 3 && !single) votes.comma++;
  }
}

/** `0.750`: no thousands group starts with a lone 0, so the separator is a decimal one. */
function isLoneZeroBefore(value: string, index: number): boolean {
  if (value.charCodeAt(index - 1) !== ZERO) return false;
  const before = value.charCodeAt(index - 2);
  return !(before >= ZERO && before <= NINE);
}

/** Enough evidence: the rest of a large file will not overturn hundreds of agreeing votes. */
export function isSettled(votes: DecimalVotes): boolean {
  return (votes.comma >= 200 && votes.dot === 0) || (votes.dot >= 200 && votes.comma === 0);
}

export function decideDecimal(votes: DecimalVotes, fallback: DecimalSeparator): DecimalSeparator {
  if (votes.comma === votes.dot) return fallback;
  return votes.comma > votes.dot ? ',' : '.';
}

/** Decides from a file's amount cells whether `,` or `.` is its decimal separator. */
export function detectDecimalSeparator(
  values: Iterable<string>,
  fallback: DecimalSeparator = '.',
): DecimalSeparator {
  const votes: DecimalVotes = { comma: 0, dot: 0 };
  for (const value of values) {
    voteDecimal(votes, value);
    if (isSettled(votes)) break;
  }
  return decideDecimal(votes, fallback);
}
