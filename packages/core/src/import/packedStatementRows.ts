import type { RowColumns } from '../accounts/rowColumns.js';
import type { IsoDate } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { PackedDuplicates } from './packedImportResult.js';
import type { PackedTransactions } from './packedTransactions.js';

const ROW_OF_ID = /-row-(\d+)$/;

/**
 * Each row's number in the file, read from its id (`imported-{file}-row-{n}`); NaN for a row whose
 * id carries none (a statement's entry).
 */
export function packedRowNumbers(packed: PackedTransactions): Float64Array {
  const numbers = new Float64Array(packed.count);
  const { idRows } = packed;
  // A CSV's ids are one prefix ending in `-row-` and the row's number.
  if (idRows !== undefined && packed.ids.endsWith('-row-')) {
    numbers.set(idRows);
    return numbers;
  }
  let at = 0;
  for (let i = 0; i < packed.count; i++) {
    const end = at + (idRows === undefined ? packed.idLengths[i]! : 0);
    const id = idRows === undefined ? packed.ids.slice(at, end) : packed.ids + String(idRows[i]);
    const match = ROW_OF_ID.exec(id);
    numbers[i] = match === null ? Number.NaN : Number(match[1]);
    at = end;
  }
  return numbers;
}

/** A CSV's list whose row numbers rise: the list is in file order, each row numbered. */
function inFileOrder(packed: PackedTransactions): packed is PackedTransactions & {
  idRows: Uint32Array;
} {
  const { idRows } = packed;
  if (idRows === undefined || !packed.ids.endsWith('-row-')) return false;
  for (let i = 1; i < packed.count; i++) if (idRows[i - 1]! > idRows[i]!) return false;
  return true;
}

/**
 * Every row read, new and already imported alike, in file order as columns: the rows whose number
 * is known, as the statement's balance checks read them.
 */
export function statementColumns(summary: {
  transactions: PackedTransactions;
  duplicates: PackedDuplicates;
}): RowColumns {
  const fresh = summary.transactions;
  const repeated = summary.duplicates.transactions;
  // A CSV with no row already imported, read in file order (the usual file): its own columns are
  // those rows already, read in place rather than copied.
  if (repeated.count === 0 && inFileOrder(fresh)) {
    const { count, idRows: rows, dates, dateCodes, amount, balance } = fresh;
    return { count, rows, dates, dateCodes, amount, balance };
  }
  const freshRows = packedRowNumbers(fresh);
  // Entries of both lists, new ones first, as [list, index] packed into one number: 0 new, 1 old.
  const order: number[] = [];
  for (let i = 0; i < fresh.count; i++) if (!Number.isNaN(freshRows[i]!)) order.push(i * 2);
  for (let i = 0; i < repeated.count; i++) order.push(i * 2 + 1);
  const rowOf = (entry: number): number =>
    entry % 2 === 0 ? freshRows[entry / 2]! : summary.duplicates.rows[(entry - 1) / 2]!;
  let sorted = true;
  for (let k = 1; k < order.length && sorted; k++)
    sorted = rowOf(order[k - 1]!) <= rowOf(order[k]!);
  // Stable: rows with the same number keep new before old, each list in its own order.
  if (!sorted) order.sort((a, b) => rowOf(a) - rowOf(b) || (a % 2) - (b % 2) || a - b);
  const count = order.length;
  const columns = {
    count,
    rows: new Float64Array(count),
    dates: [...fresh.dates, ...repeated.dates],
    dateCodes: new Uint32Array(count),
    amount: new Float64Array(count),
    balance: new Float64Array(count),
  };
  for (let k = 0; k < count; k++) {
    const entry = order[k]!;
    const list = entry % 2 === 0 ? fresh : repeated;
    const i = entry % 2 === 0 ? entry / 2 : (entry - 1) / 2;
    columns.rows[k] = rowOf(entry);
    columns.dateCodes[k] = list.dateCodes[i]! + (list === fresh ? 0 : fresh.dates.length);
    columns.amount[k] = list.amount[i]!;
    columns.balance[k] = list.balance[i]!;
  }
  return columns;
}

/**
 * The rows' amounts (of one list or several) summed by day, in date order: for sums over dates (an
 * opening balance from a balance the user gives, a closing balance), equal to the rows themselves
 * to the cent.
 */
export function dailyTotals(
  ...lists: readonly PackedTransactions[]
): { date: IsoDate; amount: number }[] {
  const cents = new Map<IsoDate, number>();
  for (const packed of lists) {
    const sums = new Float64Array(packed.dates.length);
    const used = new Uint8Array(packed.dates.length);
    for (let i = 0; i < packed.count; i++) {
      const code = packed.dateCodes[i]!;
      sums[code] = sums[code]! + toCents(packed.amount[i]!);
      used[code] = 1;
    }
    packed.dates.forEach((date, code) => {
      if (used[code] === 1) cents.set(date, (cents.get(date) ?? 0) + sums[code]!);
    });
  }
  return [...cents]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, sum]) => ({ date, amount: fromCents(sum) }));
}

/** Whether any row carries a balance of its own. */
export function hasBalance(packed: PackedTransactions): boolean {
  for (let i = 0; i < packed.count; i++) if (!Number.isNaN(packed.balance[i]!)) return true;
  return false;
}
