import { isKeepableText, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../inputLimits.js';
import type { Transaction } from '../transaction.js';
import { IdHashSet, hashText } from '../transactions/idHashSet.js';
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

/** Rows whose ids are joined into one string of a chunk: 4,096 ids of some 30 characters each. */
const ID_CHUNK = 4096;

/**
 * A CSV list's ids (its prefix and each row's number) joined a chunk at a time, and where each
 * starts in its chunk. An id cut from these is a slice of a flat string: V8 hashes it in place,
 * where an id made as `prefix + row` is joined on demand and flattened into a copy when first
 * hashed (by a Set, a Map or a lookup), so a million ids would be held twice.
 */
function joinedRowIds(prefix: string, rows: Uint32Array): (i: number) => string {
  const chunks: string[] = [];
  const at = new Uint32Array(rows.length);
  for (let from = 0; from < rows.length; from += ID_CHUNK) {
    const parts: string[] = [];
    let length = 0;
    for (let i = from; i < Math.min(from + ID_CHUNK, rows.length); i++) {
      const id = prefix + String(rows[i]);
      at[i] = length;
      length += id.length;
      parts.push(id);
    }
    chunks.push(parts.join(''));
  }
  return (i) => {
    const chunk = chunks[Math.floor(i / ID_CHUNK)]!;
    const next = i + 1;
    const end = next < rows.length && next % ID_CHUNK !== 0 ? at[next] : chunk.length;
    return chunk.slice(at[i], end);
  };
}

/** One list's rows, each made on request as the ledger keeps it in `accountId`, with the id given. */
function rowMaker(packed: PackedTransactions, accountId: string) {
  const idStarts = packed.idRows === undefined ? starts(packed.idLengths) : null;
  const idOf =
    idStarts === null
      ? joinedRowIds(packed.ids, packed.idRows!)
      : (i: number) => packed.ids.slice(idStarts[i], idStarts[i + 1]);
  const descriptionStarts = starts(packed.descriptionLengths);
  const sparse = new Map(packed.sparse.map(({ row, fields }) => [row, fields]));
  const clean = keepableAsPacked(packed);
  const descriptionOf = (i: number) =>
    packed.descriptions.slice(descriptionStarts[i], descriptionStarts[i + 1]);
  const make = (i: number, id: string): Transaction => {
    const date = packed.dates[packed.dateCodes[i]!]!;
    const description = descriptionOf(i);
    const amount = packed.amount[i]!;
    const type = packed.outflow[i] === 1 ? 'outflow' : 'inflow';
    const category = packed.categories[packed.categoryCodes[i]!]!;
    const categorySource = packed.sources[packed.sourceCodes[i]!];
    const balance = packed.balance[i]!;
    // Each shape made whole in one literal, its keys in the order the browser store reads its rows
    // back with (balance before category source), so an imported row and a reloaded one share
    // their hidden class.
    const t: Transaction = categorySource
      ? Number.isNaN(balance)
        ? { id, date, description, amount, type, category, categorySource, accountId }
        : { id, date, description, amount, type, category, balance, categorySource, accountId }
      : Number.isNaN(balance)
        ? { id, date, description, amount, type, category, accountId }
        : { id, date, description, amount, type, category, balance, accountId };
    const fields = sparse.get(i);
    if (fields === undefined) return clean ? t : keepableTransaction(t);
    // The account chosen for the import wins over one the file's row named.
    return keepableTransaction({ ...t, ...fields, accountId });
  };
  /** The row comes out with the list's own fields, as packed: no sparse field, no text cut. */
  const isPacked = (i: number) => clean && !sparse.has(i);
  return { idOf, make, isPacked, descriptionOf };
}

/** The first of `id-2`, `id-3`, ... neither taken nor among `renamed`, and its hash. */
function freeId(
  taken: IdHashSet,
  id: string,
  renamed: ReadonlySet<string>,
): { id: string; hash: number } {
  for (let n = 2; ; n += 1) {
    const candidate = `${id}-${n}`;
    const hash = hashText(candidate);
    if (taken.find(hash, () => candidate) === -1 && !renamed.has(candidate)) {
      return { id: candidate, hash };
    }
  }
}

/**
 * Whether the lists' ids are one file's rows: every list a CSV list (idRows) with the same prefix,
 * no row number twice. Such ids cannot repeat among themselves, nor match an id renamed with a
 * suffix (a row number has no `-`), so only the ledger's ids need looking up.
 */
function oneFilesRows(lists: readonly PackedTransactions[]): boolean {
  const prefix = lists[0]?.ids;
  let most = 0;
  for (const packed of lists) {
    if (packed.idRows === undefined || packed.ids !== prefix) return false;
    for (let i = 0; i < packed.count; i++) most = Math.max(most, packed.idRows[i]!);
  }
  const seen = new Uint8Array(Math.floor(most / 8) + 1);
  for (const packed of lists) {
    for (let i = 0; i < packed.count; i++) {
      const row = packed.idRows![i]!;
      const bit = 1 << (row & 7);
      if ((seen[row >>> 3]! & bit) !== 0) return false;
      seen[row >>> 3] = seen[row >>> 3]! | bit;
    }
  }
  return true;
}

/**
 * An import's rows before any is made, newest first with rows of a date in the lists' order: each
 * one's id (its own, or the first free suffix `-2`, `-3`, ... when the ledger or an earlier row of
 * the import holds it), where it comes from, and a way to make it. A store can write the rows that
 * come out as packed (`isPacked`) straight from their lists, and make the others.
 */
export type ImportedRows = {
  lists: readonly PackedTransactions[];
  /** The list of the row at each position, and its index there. */
  list: Uint16Array;
  row: Uint32Array;
  ids: string[];
  /** The row at `at`, as the ledger keeps it in the import's account (a new object each call). */
  rowAt: (at: number) => Transaction;
  /** Whether the row at `at` is its list's fields as packed, in the account: no sparse field, no text cut. */
  isPacked: (at: number) => boolean;
  /** The description of the row at `at`, and its date (the list's own string, not a copy). */
  descriptionAt: (at: number) => string;
  dateAt: (at: number) => string;
};

/**
 * The rows of an import's packed lists as the ledger keeps them (see ImportedRows), in
 * `accountId`, within the ledger's limits on text (keepableTransaction). Ids are compared by their
 * hashes, in typed arrays, and as text only when two hashes agree, so no set of a million strings
 * is made; the rows of one CSV file are looked up only among the ledger's (oneFilesRows).
 */
export function importedRows(
  lists: readonly PackedTransactions[],
  accountId: string,
  existing: readonly Pick<Transaction, 'id'>[] = [],
): ImportedRows {
  const makers = lists.map((packed) => rowMaker(packed, accountId));
  const { list, row } = newestFirst(lists);
  const ids = new Array<string>(row.length);
  const before = existing.length;
  // One file's rows are looked up only among the ledger's ids, in a table the size of the ledger:
  // a first import of a million rows makes no table of them here (applyCommand checks them all).
  const apart = oneFilesRows(lists);
  const renamed = new Set<string>();
  const taken = new IdHashSet(before + (apart ? 0 : ids.length), (entry) =>
    entry < before ? existing[entry]!.id : ids[entry - before]!,
  );
  for (let e = 0; e < before; e++) {
    const { id } = existing[e]!;
    const hash = hashText(id);
    if (taken.find(hash, () => id) === -1) taken.add(e, hash);
  }
  for (let at = 0; at < ids.length; at++) {
    const id = makers[list[at]!]!.idOf(row[at]!);
    const hash = hashText(id);
    if (taken.find(hash, () => id) === -1) {
      ids[at] = id;
      if (!apart) taken.add(before + at, hash);
    } else {
      const free = freeId(taken, id, renamed);
      ids[at] = free.id;
      if (apart) renamed.add(free.id);
      else taken.add(before + at, free.hash);
    }
  }
  return {
    lists,
    list,
    row,
    ids,
    rowAt: (at) => makers[list[at]!]!.make(row[at]!, ids[at]!),
    isPacked: (at) => makers[list[at]!]!.isPacked(row[at]!),
    descriptionAt: (at) => makers[list[at]!]!.descriptionOf(row[at]!),
    dateAt: (at) => {
      const packed = lists[list[at]!]!;
      return packed.dates[packed.dateCodes[row[at]!]!]!;
    },
  };
}

/**
 * An import's packed lists as the ledger keeps their rows (importedRows). Equal to
 * `sortTransactions(lists.flatMap(l => unpackTransactions(l)), NEWEST_FIRST).map((t) =>
 * keepableTransaction({ ...t, accountId }))` with taken ids renamed, but each row is made once,
 * in place, so a million-row import makes a million objects, not four million.
 */
export function importedTransactions(
  lists: readonly PackedTransactions[],
  accountId: string,
  existing: readonly Pick<Transaction, 'id'>[] = [],
): Transaction[] {
  const imported = importedRows(lists, accountId, existing);
  const rows = new Array<Transaction>(imported.ids.length);
  for (let at = 0; at < rows.length; at++) rows[at] = imported.rowAt(at);
  return rows;
}
