import { categorySourceSchema, isIsoDate } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { rowMadeWhole } from './columnRows';
import { codeTexts } from './codedTexts';
import type { CodedTexts } from './codedTexts';
import { decodeText, encodeText } from './textColumn';
import type { StoredText } from './textColumn';

/**
 * How one stored chunk of transactions is laid out: one column per field instead of one object per
 * transaction. The browser deserialises a chunk on the main thread when IndexedDB hands it over;
 * numbers in typed arrays and repeated dates and categories stored once cost a fraction of what
 * 50,000 objects with seven properties each cost, so /transactions shows sooner.
 */
export type TransactionColumns = {
  count: number;
  id: string[];
  /** A list, or a dictionary when descriptions repeat (textColumn.ts). */
  description: StoredText;
  /** Each distinct date once, and per transaction its position in `values`. */
  date: Dictionary;
  category: Dictionary;
  /** 0 for inflow, 1 for outflow. */
  type: Uint8Array;
  amount: Float64Array;
  /** NaN where the transaction has no balance (a stored balance is always finite). */
  balance: Float64Array;
  /** Present only when some transaction of the chunk has the field. */
  subcategory?: StoredText;
  merchant?: StoredText;
  paymentRef?: StoredText;
  /** Links both sides of a transfer between own accounts; never empty. */
  transferId?: StoredText;
  /** Who set the category (core's categorySourceSchema). */
  categorySource?: StoredText;
  note?: StoredText;
  /** The bank's own id of a statement entry; never empty. */
  bankId?: StoredText;
  /** The account of each transaction; never empty. Chunks written before accounts lack it. */
  accountId?: StoredText;
};

type Dictionary = CodedTexts;

const OPTIONAL_TEXT = [
  'subcategory',
  'merchant',
  'paymentRef',
  'transferId',
  'categorySource',
  'note',
  'bankId',
  'accountId',
] as const;
type OptionalText = (typeof OPTIONAL_TEXT)[number];

const CATEGORY_SOURCES: ReadonlySet<string> = new Set(categorySourceSchema.options);

/** Whether a stored optional value is one the transaction schema takes for that field. */
function acceptsOptional(field: OptionalText): (value: string) => boolean {
  if (field === 'transferId' || field === 'bankId' || field === 'accountId') {
    return (value) => value !== '';
  }
  if (field === 'categorySource') return (value) => CATEGORY_SOURCES.has(value);
  return acceptAny;
}

function dictionary(list: readonly Transaction[], field: 'date' | 'category'): Dictionary {
  return codeTexts(list.length, (i) => (list[i] as Transaction)[field]);
}

/** Lays out valid transactions as columns, in the same order. */
export function toColumns(list: readonly Transaction[]): TransactionColumns {
  const count = list.length;
  const id = new Array<string>(count);
  const type = new Uint8Array(count);
  const amount = new Float64Array(count);
  const balance = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = list[i] as Transaction;
    id[i] = t.id;
    type[i] = t.type === 'outflow' ? 1 : 0;
    amount[i] = t.amount;
    balance[i] = t.balance ?? NaN;
  }
  const columns: TransactionColumns = {
    count,
    id,
    description: encodeText(list.map((t) => t.description)),
    date: dictionary(list, 'date'),
    category: dictionary(list, 'category'),
    type,
    amount,
    balance,
  };
  for (const field of OPTIONAL_TEXT) {
    if (list.some((t) => t[field] !== undefined)) {
      columns[field] = encodeText(list.map((t) => t[field]));
    }
  }
  return columns;
}

type TypedArrayName = 'Uint8Array' | 'Uint32Array' | 'Float64Array';

/** By tag, not instanceof: a value read from IndexedDB may come from another realm (tests, workers). */
function isTypedArray(value: unknown, name: TypedArrayName, length: number): boolean {
  return (
    ArrayBuffer.isView(value) &&
    Object.prototype.toString.call(value) === `[object ${name}]` &&
    (value as Uint8Array).length === length
  );
}

function isArrayOfLength(value: unknown, length: number): value is unknown[] {
  return Array.isArray(value) && value.length === length;
}

/** The dictionary's values, with `undefined` in place of each one the rule refuses. */
function checkedDictionary(
  value: unknown,
  count: number,
  accept: (text: string) => boolean,
): { values: (string | undefined)[]; index: Uint32Array } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { values, index } = value as Partial<Dictionary>;
  if (!Array.isArray(values) || !isTypedArray(index, 'Uint32Array', count)) {
    return undefined;
  }
  return {
    values: values.map((v: unknown) => (typeof v === 'string' && accept(v) ? v : undefined)),
    index: index as Uint32Array,
  };
}

function acceptAny(): boolean {
  return true;
}

/** How many rows a stored chunk says it holds (0 when it is not laid out as columns). */
export function sizeOfColumns(value: unknown): number {
  const count = (value as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/** The records read, how many were rejected, and where each record was in the chunk. */
export type DecodedColumns = { records: Transaction[]; rejected: number; positions: number[] };

/**
 * Turns a stored chunk back into transactions, checking every value against the rules of the
 * core's transaction schema by hand (zod per record would cost more than the read itself).
 * A transaction that breaks a rule is counted as rejected and left out; a chunk that is not laid
 * out as columns at all rejects its stated count, or nothing when it states none.
 */
export function fromColumns(value: unknown): DecodedColumns {
  const records: Transaction[] = [];
  const positions: number[] = [];
  const rejected = decodeColumns(value, records, positions);
  return { records, rejected, positions };
}

/**
 * Adds the transactions of a stored chunk to `into`, read and checked as fromColumns reads them,
 * and answers how many it rejected. A whole ledger read chunk by chunk so makes one list, not a
 * list per chunk (with its positions) copied into it.
 */
export function appendColumns(value: unknown, into: Transaction[]): number {
  return decodeColumns(value, into, null);
}

/** Whether no column has a value at row `i`. */
function noneAt(columns: readonly (string | null | undefined)[][], i: number): boolean {
  for (let f = 0; f < columns.length; f += 1) {
    if ((columns[f] as (string | null | undefined)[])[i] !== undefined) return false;
  }
  return true;
}

/**
 * Adds row `i`'s optional texts to `record` one by one, in the columns' order: the rows that have
 * a text besides who set the category and the account, too few to be worth a literal per shape.
 * False when one of them failed its field's check.
 */
function addedOptional(
  record: Transaction,
  i: number,
  fields: readonly OptionalText[],
  columns: readonly (string | null | undefined)[][],
): boolean {
  for (let f = 0; f < fields.length; f += 1) {
    const extra = (columns[f] as (string | null | undefined)[])[i];
    if (extra === null) return false;
    // Each value passed its field's check (acceptsOptional), categorySource's included.
    if (extra !== undefined)
      (record as Record<OptionalText, string>)[fields[f] as OptionalText] = extra;
  }
  return true;
}

/** Pushes the chunk's valid transactions to `records` (and their places to `positions`). */
function decodeColumns(value: unknown, records: Transaction[], positions: number[] | null): number {
  if (typeof value !== 'object' || value === null) return 0;
  const c = value as Partial<Record<keyof TransactionColumns, unknown>>;
  const count = typeof c.count === 'number' && Number.isInteger(c.count) ? c.count : 0;
  const dates = checkedDictionary(c.date, count, isIsoDate);
  const categories = checkedDictionary(c.category, count, acceptAny);
  const descriptions = decodeText(c.description, count, acceptAny);
  const fields: OptionalText[] = [];
  const columns: (string | null | undefined)[][] = [];
  const others: (string | null | undefined)[][] = [];
  let sources: (string | null | undefined)[] | undefined;
  let accounts: (string | null | undefined)[] | undefined;
  let optionalOk = true;
  for (const field of OPTIONAL_TEXT) {
    if (c[field] === undefined) continue;
    const column = decodeText(c[field], count, acceptsOptional(field));
    if (column) {
      fields.push(field);
      columns.push(column);
      if (field === 'categorySource') sources = column;
      else if (field === 'accountId') accounts = column;
      else others.push(column);
    } else optionalOk = false;
  }
  if (
    !dates ||
    !categories ||
    !descriptions ||
    !optionalOk ||
    !isArrayOfLength(c.id, count) ||
    !isTypedArray(c.type, 'Uint8Array', count) ||
    !isTypedArray(c.amount, 'Float64Array', count) ||
    !isTypedArray(c.balance, 'Float64Array', count)
  ) {
    return count;
  }
  const { id, type, amount, balance } = c as TransactionColumns;
  let rejected = 0;
  for (let i = 0; i < count; i += 1) {
    const txId = id[i];
    const date = dates.values[dates.index[i] as number];
    const category = categories.values[categories.index[i] as number];
    const text = descriptions[i];
    const kind = type[i];
    const money = amount[i] as number;
    const left = balance[i] as number;
    const source = sources === undefined ? undefined : sources[i];
    const account = accounts === undefined ? undefined : accounts[i];
    if (
      typeof txId !== 'string' ||
      txId.length === 0 ||
      date === undefined ||
      category === undefined ||
      typeof text !== 'string' ||
      (kind !== 0 && kind !== 1) ||
      !Number.isFinite(money) ||
      left === Infinity ||
      left === -Infinity ||
      source === null ||
      account === null
    ) {
      rejected += 1;
      continue;
    }
    const outflow = kind === 1 ? 'outflow' : 'inflow';
    let record: Transaction;
    if (noneAt(others, i)) {
      // Each value passed its field's check (acceptsOptional), categorySource's included.
      const categorySource = source as Transaction['categorySource'];
      record = rowMadeWhole(
        txId,
        date,
        text,
        outflow,
        category,
        amount,
        balance,
        i,
        categorySource,
        account,
      );
    } else {
      record = { id: txId, date, description: text, amount: money, type: outflow, category };
      if (!Number.isNaN(left)) record.balance = left;
      if (!addedOptional(record, i, fields, columns)) {
        rejected += 1;
        continue;
      }
    }
    records.push(record);
    positions?.push(i);
  }
  return rejected;
}
