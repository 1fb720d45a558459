import { toCents } from '../money.js';
import type { Transaction } from '../transaction.js';

type Row = Pick<Transaction, 'amount' | 'date' | 'balance'>;

/** A file's rows as the balance check reads them, by index: a list of rows or the import's columns. */
export type BalanceRows = {
  length: number;
  amount: (index: number) => number;
  date: (index: number) => string;
  balance: (index: number) => number | undefined;
};

function rowsOf(rows: readonly Row[]): BalanceRows {
  return {
    length: rows.length,
    amount: (i) => rows[i]!.amount,
    date: (i) => rows[i]!.date,
    balance: (i) => rows[i]!.balance,
  };
}

/** Which way a file lists its rows, told by how its balances move. */
type Order = 'oldest first' | 'newest first';

/**
 * Steps between consecutive rows whose balance moves by the size of the newer row's amount, for
 * each order the file could be in. Unsigned amounts: the size is all a row says.
 */
function orderOf(rows: BalanceRows): Order | null {
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let i = 1; i < rows.length; i++) {
    const before = rows.balance(i - 1);
    const after = rows.balance(i);
    if (before === undefined || after === undefined) continue;
    const moved = Math.abs(toCents(after) - toCents(before));
    if (moved === 0) continue;
    if (moved === Math.abs(toCents(rows.amount(i)))) oldestFirst++;
    if (moved === Math.abs(toCents(rows.amount(i - 1)))) newestFirst++;
  }
  if (oldestFirst === 0 && newestFirst === 0) return null;
  if (oldestFirst !== newestFirst)
    return oldestFirst > newestFirst ? 'oldest first' : 'newest first';
  // Every step fits both orders (equal amounts): the dates say which end is older.
  const first = rows.date(0);
  const last = rows.date(rows.length - 1);
  if (first === last) return null;
  return first < last ? 'oldest first' : 'newest first';
}

/**
 * The direction of each unsigned row of a file with a balance column, read from the balance's
 * change: +1 where the balance rose by the row's amount, -1 where it fell by it (issue 34, item 5).
 * Undefined for a row the balances do not explain: the oldest row, a row beside a missing balance,
 * a step that does not match the amount. Null when the balances explain no row at all.
 */
export function directionsFromBalance(
  list: readonly Row[] | BalanceRows,
): (1 | -1 | undefined)[] | null {
  const rows = Array.isArray(list) ? rowsOf(list) : (list as BalanceRows);
  const order = orderOf(rows);
  if (order === null) return null;
  const directions = new Array<1 | -1 | undefined>(rows.length).fill(undefined);
  for (let i = 0; i < rows.length; i++) {
    const j = order === 'oldest first' ? i - 1 : i + 1;
    const previous = j < 0 || j >= rows.length ? undefined : rows.balance(j);
    const balance = rows.balance(i);
    if (previous === undefined || balance === undefined) continue;
    const moved = toCents(balance) - toCents(previous);
    const amount = Math.abs(toCents(rows.amount(i)));
    if (amount !== 0 && Math.abs(moved) === amount) directions[i] = moved > 0 ? 1 : -1;
  }
  return directions;
}
