import { toCents } from '../money.js';
import type { Transaction } from '../transaction.js';

type Row = Pick<Transaction, 'amount' | 'date' | 'balance'>;

/** Which way a file lists its rows, told by how its balances move. */
type Order = 'oldest first' | 'newest first';

/**
 * Steps between consecutive rows whose balance moves by the size of the newer row's amount, for
 * each order the file could be in. Unsigned amounts: the size is all a row says.
 */
function orderOf(rows: readonly Row[]): Order | null {
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!;
    const after = rows[i]!;
    if (before.balance === undefined || after.balance === undefined) continue;
    const moved = Math.abs(toCents(after.balance) - toCents(before.balance));
    if (moved === 0) continue;
    if (moved === Math.abs(toCents(after.amount))) oldestFirst++;
    if (moved === Math.abs(toCents(before.amount))) newestFirst++;
  }
  if (oldestFirst === 0 && newestFirst === 0) return null;
  if (oldestFirst !== newestFirst)
    return oldestFirst > newestFirst ? 'oldest first' : 'newest first';
  // Every step fits both orders (equal amounts): the dates say which end is older.
  const first = rows[0]!.date;
  const last = rows[rows.length - 1]!.date;
  if (first === last) return null;
  return first < last ? 'oldest first' : 'newest first';
}

/**
 * The direction of each unsigned row of a file with a balance column, read from the balance's
 * change: +1 where the balance rose by the row's amount, -1 where it fell by it (issue 34, item 5).
 * Undefined for a row the balances do not explain: the oldest row, a row beside a missing balance,
 * a step that does not match the amount. Null when the balances explain no row at all.
 */
export function directionsFromBalance(rows: readonly Row[]): (1 | -1 | undefined)[] | null {
  const order = orderOf(rows);
  if (order === null) return null;
  const directions: (1 | -1 | undefined)[] = rows.map(() => undefined);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const previous = rows[order === 'oldest first' ? i - 1 : i + 1];
    if (previous?.balance === undefined || row.balance === undefined) continue;
    const moved = toCents(row.balance) - toCents(previous.balance);
    const amount = Math.abs(toCents(row.amount));
    if (amount !== 0 && Math.abs(moved) === amount) directions[i] = moved > 0 ? 1 : -1;
  }
  return directions;
}
