import { isAmountLike, isBlank, isDateLike } from './classifyCell.js';
import { mapByNames } from './mapByNames.js';

/** Rows searched for the header: title blocks of accounting exports are a few lines long. */
const SCAN_ROWS = 50;

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

function holdsValues(row: readonly string[]): boolean {
  return row.some((cell) => !isBlank(cell) && (isDateLike(cell) || isAmountLike(cell)));
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
 * Finds the header: the first row whose names give a date and an amount (or debit/credit)
 * column. Failing that, the first row holding a date and an amount is the first data row, and the
 * row just above it is a header of unknown names if it holds only text. Otherwise the file has no
 * header. Returns null when no row looks like a transaction.
 */
export function detectHeader(rows: readonly (readonly string[])[]): HeaderDetection | null {
  const limit = Math.min(rows.length, SCAN_ROWS);
  for (let i = 0; i < limit; i++) {
    const row = rows[i]!;
    if (filledCells(row) < 2 || holdsValues(row)) continue;
    if (namesDateAndMoney(row)) return { headerIndex: i, firstDataIndex: i + 1 };
  }
  for (let i = 0; i < limit; i++) {
    const row = rows[i]!;
    if (filledCells(row) < 2 || !looksLikeData(row)) continue;
    let above = i - 1;
    while (above >= 0 && isBlankRow(rows[above]!)) above--;
    const header = above >= 0 ? rows[above]! : undefined;
    if (
      header !== undefined &&
      filledCells(header) >= 2 &&
      Math.abs(header.length - row.length) <= 1 &&
      !holdsValues(header)
    ) {
      return { headerIndex: above, firstDataIndex: i };
    }
    return { headerIndex: null, firstDataIndex: i };
  }
  return null;
}
