import { categorySourceSchema, isIsoDate } from '@cashline/core';
import type { Transaction } from '@cashline/core';

/**
 * How one stored chunk of transactions is laid out: one column per field instead of one object per
 * transaction. The browser deserialises a chunk on the main thread when IndexedDB hands it over;
 * numbers in typed arrays and repeated dates and categories stored once cost a fraction of what
 * 50,000 objects with seven properties each cost, so /transactions shows sooner.
 */
export type TransactionColumns = {
  count: number;
  id: string[];
  description: string[];
  /** Each distinct date once, and per transaction its position in `values`. */
  date: Dictionary;
  category: Dictionary;
  /** 0 for inflow, 1 for outflow. */
  type: Uint8Array;
  amount: Float64Array;
  /** NaN where the transaction has no balance (a stored balance is always finite). */
  balance: Float64Array;
  /** Present only when some transaction of the chunk has the field. */
  subcategory?: (string | undefined)[];
  merchant?: (string | undefined)[];
  paymentRef?: (string | undefined)[];
  /** Links both sides of a transfer between own accounts; never empty. */
  transferId?: (string | undefined)[];
  /** Who set the category (core's categorySourceSchema). */
  categorySource?: (string | undefined)[];
  note?: (string | undefined)[];
  /** The bank's own id of a statement entry; never empty. */
  bankId?: (string | undefined)[];
  /** The account of each transaction; never empty. Chunks written before accounts lack it. */
  accountId?: (string | undefined)[];
};

type Dictionary = { values: string[]; index: Uint32Array };

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

/** Whether a stored optional value is one the transaction schema takes for that field. */
function acceptsOptional(field: OptionalText, value: string): boolean {
  if (field === 'transferId' || field === 'bankId' || field === 'accountId') return value !== '';
  if (field === 'categorySource') return categorySourceSchema.safeParse(value).success;
  return true;
}

function dictionary(list: readonly Transaction[], field: 'date' | 'category'): Dictionary {
  const positions = new Map<string, number>();
  const values: string[] = [];
  const index = new Uint32Array(list.length);
  for (let i = 0; i < list.length; i += 1) {
    const value = (list[i] as Transaction)[field];
    let position = positions.get(value);
    if (position === undefined) {
      position = values.length;
      positions.set(value, position);
      values.push(value);
    }
    index[i] = position;
  }
  return { values, index };
}

/** Lays out valid transactions as columns, in the same order. */
export function toColumns(list: readonly Transaction[]): TransactionColumns {
  const count = list.length;
  const id = new Array<string>(count);
  const description = new Array<string>(count);
  const type = new Uint8Array(count);
  const amount = new Float64Array(count);
  const balance = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = list[i] as Transaction;
    id[i] = t.id;
    description[i] = t.description;
    type[i] = t.type === 'outflow' ? 1 : 0;
    amount[i] = t.amount;
    balance[i] = t.balance ?? NaN;
  }
  const columns: TransactionColumns = {
    count,
    id,
    description,
    date: dictionary(list, 'date'),
    category: dictionary(list, 'category'),
    type,
    amount,
    balance,
  };
  for (const field of OPTIONAL_TEXT) {
    if (list.some((t) => t[field] !== undefined)) columns[field] = list.map((t) => t[field]);
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

/** The records read, how many were rejected, and where each record was in the chunk. */
export type DecodedColumns = { records: Transaction[]; rejected: number; positions: number[] };

/**
 * Turns a stored chunk back into transactions, checking every value against the rules of the
 * core's transaction schema by hand (zod per record would cost more than the read itself).
 * A transaction that breaks a rule is counted as rejected and left out; a chunk that is not laid
 * out as columns at all rejects its stated count, or nothing when it states none.
 */
export function fromColumns(value: unknown): DecodedColumns {
  if (typeof value !== 'object' || value === null)
    return { records: [], rejected: 0, positions: [] };
  const c = value as Partial<Record<keyof TransactionColumns, unknown>>;
  const count = typeof c.count === 'number' && Number.isInteger(c.count) ? c.count : 0;
  const dates = checkedDictionary(c.date, count, isIsoDate);
  const categories = checkedDictionary(c.category, count, acceptAny);
  const optional: Partial<Record<OptionalText, unknown[]>> = {};
  let optionalOk = true;
  for (const field of OPTIONAL_TEXT) {
    const column = c[field];
    if (column === undefined) continue;
    if (isArrayOfLength(column, count)) optional[field] = column;
    else optionalOk = false;
  }
  if (
    !dates ||
    !categories ||
    !optionalOk ||
    !isArrayOfLength(c.id, count) ||
    !isArrayOfLength(c.description, count) ||
    !isTypedArray(c.type, 'Uint8Array', count) ||
    !isTypedArray(c.amount, 'Float64Array', count) ||
    !isTypedArray(c.balance, 'Float64Array', count)
  ) {
    return { records: [], rejected: count, positions: [] };
  }
  const { id, description, type, amount, balance } = c as TransactionColumns;
  const records: Transaction[] = [];
  const positions: number[] = [];
  let rejected = 0;
  for (let i = 0; i < count; i += 1) {
    const txId = id[i];
    const date = dates.values[dates.index[i] as number];
    const category = categories.values[categories.index[i] as number];
    const text = description[i];
    const kind = type[i];
    const money = amount[i] as number;
    const left = balance[i] as number;
    if (
      typeof txId !== 'string' ||
      txId.length === 0 ||
      date === undefined ||
      category === undefined ||
      typeof text !== 'string' ||
      (kind !== 0 && kind !== 1) ||
      !Number.isFinite(money) ||
      left === Infinity ||
      left === -Infinity
    ) {
      rejected += 1;
      continue;
    }
    const record: Transaction = {
      id: txId,
      date,
      description: text,
      amount: money,
      type: kind === 1 ? 'outflow' : 'inflow',
      category,
    };
    if (!Number.isNaN(left)) record.balance = left;
    let valid = true;
    for (const field of OPTIONAL_TEXT) {
      const extra = optional[field]?.[i];
      if (extra === undefined) continue;
      if (typeof extra === 'string' && acceptsOptional(field, extra)) {
        Object.assign(record, { [field]: extra });
      } else valid = false;
    }
    if (valid) {
      records.push(record);
      positions.push(i);
    } else rejected += 1;
  }
  return { records, rejected, positions };
}
