import { isKeepableText, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../inputLimits.js';
import type { Transaction } from '../transaction.js';
import { keepableTransaction } from './keepableTransaction.js';
import type { PackedTransactions } from './packedTransactions.js';

/** Where each row's text starts in a string joined by `lengths`, and where the last one ends. */
function starts(lengths: Uint32Array): Float64Array {
  const at = new Float64Array(lengths.length + 1);
  for (let i = 0; i < lengths.length; i++) at[i + 1] = at[i]! + lengths[i]!;
  return at;
}

/**
 * Whether every row of the list but those with sparse fields comes out of keepableTransaction as
 * it went in: read once from the joined descriptions and the distinct categories, so a clean file
 * (the usual one) is not checked row by row.
 */
function keepableAsPacked(packed: PackedTransactions): boolean {
  let longest = 0;
  for (let i = 0; i < packed.count; i++) longest = Math.max(longest, packed.descriptionLengths[i]!);
  return (
    longest <= MAX_DESCRIPTION_LENGTH &&
    isKeepableText(packed.descriptions, Number.POSITIVE_INFINITY) &&
    packed.categories.every((category) => isKeepableText(category, MAX_NAME_LENGTH))
  );
}

/**
 * The rows' order in the ledger, newest date first and, within a date, in the order of the lists
 * joined: what a stable sort newest first of the joined lists gives. A counting sort over the
 * lists' date codes, so no row is made to be sorted.
 */
function newestFirst(lists: readonly PackedTransactions[]): {
  list: Uint16Array;
  row: Uint32Array;
} {
  const dates = [...new Set(lists.flatMap((packed) => packed.dates))].sort().reverse();
  const rankOf = new Map(dates.map((date, rank) => [date, rank]));
  const ranks = lists.map((packed) => packed.dates.map((date) => rankOf.get(date)!));
  const firstOfRank = new Uint32Array(dates.length + 1);
  lists.forEach((packed, l) => {
    for (let i = 0; i < packed.count; i++) firstOfRank[ranks[l]![packed.dateCodes[i]!]! + 1]! += 1;
  });
  for (let r = 1; r <= dates.length; r++) firstOfRank[r]! += firstOfRank[r - 1]!;
  const total = lists.reduce((sum, packed) => sum + packed.count, 0);
  const list = new Uint16Array(total);
  const row = new Uint32Array(total);
  lists.forEach((packed, l) => {
    for (let i = 0; i < packed.count; i++) {
      const at = firstOfRank[ranks[l]![packed.dateCodes[i]!]!]!++;
      list[at] = l;
      row[at] = i;
    }
  });
  return { list, row };
}

/** One list's rows, each made on request as the ledger keeps it in `accountId`. */
function rowMaker(packed: PackedTransactions, accountId: string) {
  const idStarts = packed.idRows === undefined ? starts(packed.idLengths) : null;
  const descriptionStarts = starts(packed.descriptionLengths);
  const sparse = new Map(packed.sparse.map(({ row, fields }) => [row, fields]));
  const clean = keepableAsPacked(packed);
  return (i: number): Transaction => {
    const id =
      idStarts === null
        ? packed.ids + String(packed.idRows![i])
        : packed.ids.slice(idStarts[i], idStarts[i + 1]);
    const date = packed.dates[packed.dateCodes[i]!]!;
    const description = packed.descriptions.slice(descriptionStarts[i], descriptionStarts[i + 1]);
    const amount = packed.amount[i]!;
    const type = packed.outflow[i] === 1 ? 'outflow' : 'inflow';
    const category = packed.categories[packed.categoryCodes[i]!]!;
    const categorySource = packed.sources[packed.sourceCodes[i]!];
    const balance = packed.balance[i]!;
    // Each shape made whole in one literal, as unpackTransactions makes them, the account with it.
    const t: Transaction = categorySource
      ? Number.isNaN(balance)
        ? { id, date, description, amount, type, category, categorySource, accountId }
        : { id, date, description, amount, type, category, categorySource, balance, accountId }
      : Number.isNaN(balance)
        ? { id, date, description, amount, type, category, accountId }
        : { id, date, description, amount, type, category, balance, accountId };
    const fields = sparse.get(i);
    if (fields === undefined) return clean ? t : keepableTransaction(t);
    // The account chosen for the import wins over one the file's row named.
    return keepableTransaction({ ...t, ...fields, accountId });
  };
}

/**
 * An import's packed lists as the ledger keeps their rows: each row in the import's account,
 * within the ledger's limits on text (keepableTransaction), newest first with rows of a date in
 * the lists' order. Equal to `sortTransactions(lists.flatMap(l => unpackTransactions(l)),
 * NEWEST_FIRST).map((t) => keepableTransaction({ ...t, accountId }))`, but each row is made once,
 * in place, so a million-row import makes a million objects, not four million.
 */
export function importedTransactions(
  lists: readonly PackedTransactions[],
  accountId: string,
): Transaction[] {
  const makers = lists.map((packed) => rowMaker(packed, accountId));
  const order = newestFirst(lists);
  const rows = new Array<Transaction>(order.row.length);
  for (let at = 0; at < rows.length; at++) rows[at] = makers[order.list[at]!]!(order.row[at]!);
  return rows;
}
