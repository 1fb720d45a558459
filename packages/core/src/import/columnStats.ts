import { isAmountLike, isBlank, isDateLike, isEmptyMoney, isMoneyLike } from './classifyCell.js';
import type { AcceptColumn } from './mapByNames.js';

// What the first rows say about each column, and whether a named column's content fits its field.

export type ColumnStats = {
  nonEmpty: number;
  dates: number;
  amounts: number;
  money: number;
  textLength: number;
  /** The first value, trimmed, and whether every other value equals it. */
  first: string;
  constant: boolean;
  /** Cells that are a three-letter currency code. */
  codes: number;
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

export function columnStats(sample: readonly (readonly string[])[], width: number): ColumnStats[] {
  const stats: ColumnStats[] = Array.from({ length: width }, () => ({
    nonEmpty: 0,
    dates: 0,
    amounts: 0,
    money: 0,
    textLength: 0,
    first: '',
    constant: true,
    codes: 0,
  }));
  for (const row of sample) {
    for (let col = 0; col < width; col++) {
      const cell = row[col];
      // A dash is how many banks write "nothing" in a money column.
      if (cell === undefined || isEmptyMoney(cell)) continue;
      const s = stats[col]!;
      const value = cell.trim();
      if (s.nonEmpty === 0) s.first = value;
      else if (value !== s.first) s.constant = false;
      s.nonEmpty++;
      s.textLength += value.length;
      if (CURRENCY_CODE.test(value)) s.codes++;
      if (isDateLike(cell)) s.dates++;
      else if (isAmountLike(cell)) {
        s.amounts++;
        if (isMoneyLike(cell)) s.money++;
      }
    }
  }
  return stats;
}

/** Rows of a sample that hold a record (two cells or more), not a heading or a blank line. */
export function recordRows(sample: readonly (readonly string[])[]): number {
  let count = 0;
  for (const row of sample) {
    let filled = 0;
    for (const cell of row) if (!isBlank(cell) && ++filled === 2) break;
    if (filled === 2) count++;
  }
  return count;
}

/**
 * A column the name offers for the date or the amount must hold some dates or amounts (a
 * currency column called Valuta is not the value date); one that is empty on most rows or holds
 * one value on every row (a statement's start date, an opening balance) is taken only when no
 * other column is named for the field. Other fields are taken by name alone.
 */
export function acceptByContent(stats: readonly ColumnStats[], records: number): AcceptColumn {
  return (field, index) => {
    if (field !== 'date' && field !== 'amount' && field !== 'balance') return 2;
    const s = stats[index]!;
    if (field !== 'balance') {
      const fitting = field === 'date' ? s.dates : s.amounts;
      if (s.nonEmpty > 0 && fitting * 4 < s.nonEmpty) return 0;
      if (s.nonEmpty * 2 <= records) return 1;
    }
    return s.nonEmpty >= 3 && s.constant ? 1 : 2;
  };
}
