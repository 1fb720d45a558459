import { parseAmount } from './parseAmount.js';
import { parseTextualDate, scanNumericDate } from './parseDate.js';
import type { NumericDate } from './parseDate.js';

const scratch: NumericDate = {
  first: 0,
  second: 0,
  third: 0,
  yearFirst: false,
  thirdDigits: 0,
  separator: '',
};

/** A cell with nothing but spaces in it. */
export function isBlank(cell: string | undefined): boolean {
  if (cell === undefined || cell === '') return true;
  const first = cell.charCodeAt(0);
  // Most cells start with a visible character: no need to trim them.
  if (first > 32 && first !== 0xa0 && first !== 0xfeff) return false;
  return cell.trim() === '';
}

const DASHES = /^[\s\-\u2010-\u2015\u2212]+$/;

/**
 * What banks print in a money cell for "nothing": a dash of any kind (`-`, `–`, `—`, `−`, `--`).
 * Such a cell is empty, not an unreadable amount; words such as N/A still read as unreadable.
 */
export function isPlaceholder(cell: string): boolean {
  return DASHES.test(cell);
}

/** A cell with nothing but spaces in it, or a placeholder for nothing. */
export function isEmptyMoney(cell: string | undefined): boolean {
  return isBlank(cell) || isPlaceholder(cell!);
}

/** A cell that reads as a date in some order (used to find columns, not to read them). */
export function isDateLike(cell: string): boolean {
  if (scanNumericDate(cell, scratch)) {
    // Eight bare digits may be a reference number as well as a date: only dates with separators
    // or a real compact date count.
    return scratch.separator !== '' || cell.trim().length === 8;
  }
  return parseTextualDate(cell) !== null;
}

/** A cell that reads as an amount with either decimal separator and is not a date. */
export function isAmountLike(cell: string): boolean {
  if (!/\d/.test(cell) || isDateLike(cell)) return false;
  return parseAmount(cell, '.') !== null || parseAmount(cell, ',') !== null;
}

const MONEY_HINT = /[.,]\d{2}(?!\d)|[$€£¥₹]|^\s*[-(−]|-\s*$/;

/** An amount-like cell that looks like money rather than a reference or check number. */
export function isMoneyLike(cell: string): boolean {
  return MONEY_HINT.test(cell) && isAmountLike(cell);
}
