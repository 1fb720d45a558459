import { isAmountLike, isBlank, isDateLike, isMoneyLike } from './classifyCell.js';
import { mapByNames } from './mapByNames.js';

/** Rows searched for the header: title blocks of accounting exports are a few lines long. */
const SCAN_ROWS = 50;
/** Rows below a candidate header that show whether data as wide as it follows. */
const SUPPORT_ROWS = 20;

export type HeaderDetection = {
  /** Index of the header row in the parsed rows, or null when the file has none. */
  headerIndex: number | null;
  /** Index of the first row below the header (or of the first data row of a headerless file). */
  firstDataIndex: number;
};

export function isBlankRow(row: readonly string[]): boolean {
  for (const cell of row) if (!isBlank(cell)) return false;
  return true;
}

function filledCells(row: readonly string[]): number {
  let count = 0;
  for (const cell of row) if (!isBlank(cell)) count++;
  return count;
}

const LETTER = /\p{L}/u;

/**
 * A date, or an amount; a name with a number in it (VWZ1, Address line 2) is not a value unless it
 * reads as money (EUR 12.50).
 */
function isValue(cell: string): boolean {
  if (isBlank(cell)) return false;
  if (isDateLike(cell)) return true;
  return LETTER.test(cell) ? isMoneyLike(cell) : isAmountLike(cell);
}

function holdsValues(row: readonly string[]): boolean {
  return row.some(isValue);
}

/** Fields up to the last filled one: a trailing delimiter adds none. */
function width(row: readonly string[]): number {
  let last = row.length;
  while (last > 0 && isBlank(row[last - 1])) last--;
  return last;
}

/** Rows among the next ones below `index` that look like transactions as wide as `fields`. */
function dataRowsBelow(
  rows: readonly (readonly string[])[],
  index: number,
  fields: number,
): number {
  let count = 0;
  const end = Math.min(rows.length, index + 1 + SUPPORT_ROWS);
  for (let r = index + 1; r < end; r++) {
    const row = rows[r]!;
    if (Math.abs(width(row) - fields) <= 1 && looksLikeData(row)) count++;
  }
  return count;
}

function namesDateAndMoney(row: readonly string[]): boolean {
  const mapping = mapByNames(row);
  return (
    mapping.date !== undefined &&
    (mapping.amount !== undefined || mapping.debit !== undefined || mapping.credit !== undefined)
  );
}

function looksLikeData(row: readonly string[]): boolean {
  let dateCol = -1;
  for (let col = 0; col < row.length; col++) {
    if (!isBlank(row[col]) && isDateLike(row[col]!)) {
      dateCol = col;
      break;
    }
  }
  if (dateCol === -1) return false;
  return row.some((cell, col) => col !== dateCol && !isBlank(cell) && isAmountLike(cell));
}

/**
 * Finds the header: among the rows whose names give a date and an amount (or debit/credit)
 * column, the one with the most transaction rows of its width below it (a title line such as
 * "Umsatzanzeige;Datei erstellt am ..." has two fields, the data nine), the first on a tie.
 * Failing that, the first row holding a date and an amount that is as wide as the rows like it
 * is the first data row, and the row just above it is a header of unknown names if it holds only
 * names and is as wide. Otherwise the file has no header. Returns null when no row looks like a
 * transaction.
 */
export function detectHeader(rows: readonly (readonly string[])[]): HeaderDetection | null {
  const limit = Math.min(rows.length, SCAN_ROWS);
  let best = -1;
  let bestSupport = -1;
  for (let i = 0; i < limit; i++) {
    const row = rows[i]!;
    if (filledCells(row) < 2 || holdsValues(row) || !namesDateAndMoney(row)) continue;
    const support = dataRowsBelow(rows, i, width(row));
    if (support > bestSupport) {
      best = i;
      bestSupport = support;
    }
  }
  if (best !== -1) return { headerIndex: best, firstDataIndex: best + 1 };
  const dataRows: number[] = [];
  for (let i = 0; i < limit; i++) {
    if (filledCells(rows[i]!) >= 2 && looksLikeData(rows[i]!)) dataRows.push(i);
  }
  if (dataRows.length === 0) return null;
  const first = dataRows.find((i) => isTypicalWidth(rows, dataRows, i)) ?? dataRows[0]!;
  let above = first - 1;
  while (above >= 0 && isBlankRow(rows[above]!)) above--;
  const header = above >= 0 ? rows[above]! : undefined;
  if (
    header !== undefined &&
    filledCells(header) >= 2 &&
    Math.abs(header.length - rows[first]!.length) <= 1 &&
    !holdsValues(header)
  ) {
    return { headerIndex: above, firstDataIndex: first };
  }
  return { headerIndex: null, firstDataIndex: first };
}

/** Whether row `index` is as wide as most of the rows that look like transactions. */
function isTypicalWidth(
  rows: readonly (readonly string[])[],
  dataRows: readonly number[],
  index: number,
): boolean {
  const fields = width(rows[index]!);
  let same = 0;
  for (const r of dataRows) if (Math.abs(width(rows[r]!) - fields) <= 1) same++;
  return same * 2 > dataRows.length;
}
