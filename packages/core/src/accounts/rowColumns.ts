import type { IsoDate } from '../dates.js';

/**
 * A file's rows in file order as columns, so the statement checks read a million-row file without
 * a million row objects: NaN marks a row without a balance or without a known row number.
 */
export type RowColumns = {
  count: number;
  /** The row's number in the file. */
  rows: ArrayLike<number>;
  dates: readonly IsoDate[];
  dateCodes: ArrayLike<number>;
  amount: ArrayLike<number>;
  balance: ArrayLike<number>;
};

type RowObject = { amount: number; balance?: number; row?: number; date?: IsoDate };

/** Rows given as objects, in columns (a row without a date reads as ''). */
export function rowColumnsOf(list: readonly RowObject[]): RowColumns {
  const count = list.length;
  const rows = new Float64Array(count);
  const dateCodes = new Uint32Array(count);
  const amount = new Float64Array(count);
  const balance = new Float64Array(count);
  const dates: IsoDate[] = [];
  for (let i = 0; i < count; i++) {
    const row = list[i]!;
    rows[i] = row.row ?? Number.NaN;
    dateCodes[i] = dates.push(row.date ?? '') - 1;
    amount[i] = row.amount;
    balance[i] = row.balance ?? Number.NaN;
  }
  return { count, rows, dates, dateCodes, amount, balance };
}
