import type { CategorySource, Transaction } from '../transaction.js';
import { TextCodes } from '../ledgerColumns/textCodes.js';

/** The fields a statement file may add to some rows; kept beside the columns, row by row. */
const SPARSE = [
  'subcategory',
  'merchant',
  'paymentRef',
  'note',
  'transferId',
  'bankId',
  'accountId',
] as const;
type SparseField = (typeof SPARSE)[number];

/**
 * A list of transactions as a few typed arrays and long strings, to hand from a worker to the page
 * by transfer rather than as a million cloned objects: ids and descriptions each joined into one
 * string cut by lengths, dates, categories and sources as codes, amounts and balances as doubles.
 */
export type PackedTransactions = {
  count: number;
  /** Every id joined, or with `idRows` the prefix all ids share. */
  ids: string;
  idLengths: Uint32Array;
  /** A CSV import's ids: the prefix followed by each row's number in the file (no idLengths). */
  idRows?: Uint32Array;
  descriptions: string;
  descriptionLengths: Uint32Array;
  dates: string[];
  dateCodes: Uint32Array;
  categories: string[];
  categoryCodes: Uint32Array;
  /** Code 0 is a row without a category source. */
  sources: (CategorySource | null)[];
  sourceCodes: Uint8Array;
  amount: Float64Array;
  /** NaN where the row has no balance. */
  balance: Float64Array;
  /** 1 for an outflow. */
  outflow: Uint8Array;
  /** The few rows with fields besides those above: row index and those fields. */
  sparse: { row: number; fields: Partial<Pick<Transaction, SparseField>> }[];
};

function joined(values: string[], lengths: Uint32Array): string {
  for (let i = 0; i < values.length; i++) lengths[i] = values[i]!.length;
  return values.join('');
}

export function packTransactions(list: readonly Transaction[]): PackedTransactions {
  const count = list.length;
  const dates = new TextCodes();
  const categories = new TextCodes();
  const sources = new TextCodes();
  sources.codeOf('');
  const packed: PackedTransactions = {
    count,
    ids: '',
    idLengths: new Uint32Array(count),
    descriptions: '',
    descriptionLengths: new Uint32Array(count),
    dates: [],
    dateCodes: new Uint32Array(count),
    categories: [],
    categoryCodes: new Uint32Array(count),
    sources: [],
    sourceCodes: new Uint8Array(count),
    amount: new Float64Array(count),
    balance: new Float64Array(count),
    outflow: new Uint8Array(count),
    sparse: [],
  };
  const ids: string[] = new Array<string>(count);
  const descriptions: string[] = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const t = list[i]!;
    ids[i] = t.id;
    descriptions[i] = t.description;
    packed.dateCodes[i] = dates.codeOf(t.date);
    packed.categoryCodes[i] = categories.codeOf(t.category);
    packed.sourceCodes[i] = sources.codeOf(t.categorySource ?? '');
    packed.amount[i] = t.amount;
    packed.balance[i] = t.balance ?? Number.NaN;
    packed.outflow[i] = t.type === 'outflow' ? 1 : 0;
    let fields: Partial<Pick<Transaction, SparseField>> | undefined;
    for (const field of SPARSE) {
      const value = t[field];
      if (value !== undefined) (fields ??= {})[field] = value;
    }
    if (fields !== undefined) packed.sparse.push({ row: i, fields });
  }
  packed.ids = joined(ids, packed.idLengths);
  packed.descriptions = joined(descriptions, packed.descriptionLengths);
  packed.dates = Array.from({ length: dates.size }, (_, code) => dates.text(code));
  packed.categories = Array.from({ length: categories.size }, (_, code) => categories.text(code));
  packed.sources = Array.from({ length: sources.size }, (_, code) => {
    const source = sources.text(code);
    return source === '' ? null : (source as CategorySource);
  });
  return packed;
}

/** Where row `start` begins in a string joined by `lengths`. */
function offsetOf(lengths: Uint32Array, start: number): number {
  let offset = 0;
  for (let i = 0; i < start; i++) offset += lengths[i]!;
  return offset;
}

/**
 * The same transactions as objects again, equal field for field to the packed list; only rows
 * `start` to `end` (end excluded) when given, so a page shows the rows it lists without making
 * the others.
 */
export function unpackTransactions(
  packed: PackedTransactions,
  start = 0,
  end = packed.count,
): Transaction[] {
  const from = Math.max(0, Math.min(start, packed.count));
  const to = Math.max(from, Math.min(end, packed.count));
  const list = new Array<Transaction>(to - from);
  const { idRows } = packed;
  let idAt = idRows === undefined ? offsetOf(packed.idLengths, from) : 0;
  let descriptionAt = offsetOf(packed.descriptionLengths, from);
  for (let i = from; i < to; i++) {
    const idEnd = idRows === undefined ? idAt + packed.idLengths[i]! : 0;
    const descriptionEnd = descriptionAt + packed.descriptionLengths[i]!;
    const id =
      idRows === undefined ? packed.ids.slice(idAt, idEnd) : packed.ids + String(idRows[i]);
    const date = packed.dates[packed.dateCodes[i]!]!;
    const description = packed.descriptions.slice(descriptionAt, descriptionEnd);
    const amount = packed.amount[i]!;
    const type = packed.outflow[i] === 1 ? 'outflow' : 'inflow';
    const category = packed.categories[packed.categoryCodes[i]!]!;
    const categorySource = packed.sources[packed.sourceCodes[i]!];
    const balance = packed.balance[i]!;
    // Each shape made whole in one literal: a field added afterwards would cost every object a
    // second allocation for its properties.
    const t: Transaction = categorySource
      ? Number.isNaN(balance)
        ? { id, date, description, amount, type, category, categorySource }
        : { id, date, description, amount, type, category, categorySource, balance }
      : Number.isNaN(balance)
        ? { id, date, description, amount, type, category }
        : { id, date, description, amount, type, category, balance };
    list[i - from] = t;
    idAt = idEnd;
    descriptionAt = descriptionEnd;
  }
  for (const { row, fields } of packed.sparse) {
    if (row >= from && row < to) Object.assign(list[row - from]!, fields);
  }
  return list;
}

/** Every row's description, one at a time, without making the rows. */
export function* packedDescriptions(packed: PackedTransactions): Generator<string> {
  let at = 0;
  for (let i = 0; i < packed.count; i++) {
    const end = at + packed.descriptionLengths[i]!;
    yield packed.descriptions.slice(at, end);
    at = end;
  }
}

/** The buffers a worker can transfer with the packed list instead of copying them. */
export function packedBuffers(packed: PackedTransactions): ArrayBuffer[] {
  const buffers = [
    packed.idLengths,
    packed.descriptionLengths,
    packed.dateCodes,
    packed.categoryCodes,
    packed.sourceCodes,
    packed.amount,
    packed.balance,
    packed.outflow,
  ];
  if (packed.idRows !== undefined) buffers.push(packed.idRows);
  return buffers.map((array) => array.buffer as ArrayBuffer);
}
