import { z } from 'zod';
import {
  idSchema,
  isAmount,
  isIdText,
  isKeepableText,
  MAX_DESCRIPTION_LENGTH,
  MAX_NOTE_LENGTH,
  nameSchema,
  textSchema,
} from '../inputLimits.js';
import { categorySourceSchema, isoDateSchema, typeOfAmount } from '../transaction.js';
import type { Transaction } from '../transaction.js';
import type { LedgerTransaction } from './ledgerTransaction.js';

/**
 * Rows per page of the ledger as columns: a browser downloads a million rows in 20 requests, each
 * a few megabytes of JSON.
 */
export const MAX_COLUMNS_PAGE_SIZE = 50_000;

export const transactionColumnsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_COLUMNS_PAGE_SIZE).default(MAX_COLUMNS_PAGE_SIZE),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.string().max(200).optional(),
});
export type TransactionColumnsQuery = z.infer<typeof transactionColumnsQuerySchema>;

/**
 * A column of a row per entry, every entry checked by `accepts`: one plain call per row instead of
 * a schema's parse per row, which took most of a download's time to check 50,000-row pages. The
 * predicates are the ones the row schema's fields are defined by (inputLimits.ts).
 */
const columnOf = <T>(accepts: (value: unknown) => value is T, message: string) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(accepts), message);

const isPosition = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= -1;

/** Each distinct value once, and per row its position in `values`; -1 where a row has none. */
const dictionary = <T extends z.ZodType<string>>(value: T) =>
  z.object({ values: z.array(value), index: columnOf(isPosition, 'Expected positions') });

const isId = (value: unknown): value is string => typeof value === 'string' && isIdText(value);
const isDescription = (value: unknown): value is string =>
  typeof value === 'string' && isKeepableText(value, MAX_DESCRIPTION_LENGTH);
const isAmountValue = (value: unknown): value is number =>
  typeof value === 'number' && isAmount(value);
const isVersion = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1;
const isBalance = (value: unknown): value is number | null =>
  value === null || isAmountValue(value);

/** The optional text fields, each sent as a dictionary when some row of the page has it. */
const optionalText = {
  subcategory: dictionary(nameSchema).optional(),
  merchant: dictionary(nameSchema).optional(),
  paymentRef: dictionary(nameSchema).optional(),
  categorySource: dictionary(categorySourceSchema).optional(),
  note: dictionary(textSchema(MAX_NOTE_LENGTH)).optional(),
  transferId: dictionary(idSchema).optional(),
  bankId: dictionary(idSchema).optional(),
  accountId: dictionary(idSchema).optional(),
  /** The import that brought each row. */
  importId: dictionary(z.string().min(1)).optional(),
};
type OptionalText = keyof typeof optionalText;
const OPTIONAL_TEXT = Object.keys(optionalText) as OptionalText[];
/** The optional fields a Transaction itself has (the import sits beside it). */
const ROW_TEXT = OPTIONAL_TEXT.filter((field) => field !== 'importId') as Exclude<
  OptionalText,
  'importId'
>[];

/**
 * One page of the ledger, newest first (date, then id), one array per field instead of one object
 * per row: a fraction of the JSON to write, send and read, and each field checked by the same
 * schema as a row's. A row's type is its amount's sign, as the server keeps it.
 */
export const transactionColumnsPageSchema = z
  .object({
    count: z.number().int().min(0),
    id: columnOf(isId, 'Expected ids'),
    date: dictionary(isoDateSchema),
    description: columnOf(isDescription, 'Expected descriptions'),
    amount: columnOf(isAmountValue, 'Expected amounts'),
    category: dictionary(nameSchema),
    version: columnOf(isVersion, 'Expected versions'),
    /** null where a row has no balance; absent when no row has one. */
    balance: columnOf(isBalance, 'Expected balances').optional(),
    ...optionalText,
    /** Pass as `cursor` for the next page; absent on the last one. */
    nextCursor: z.string().optional(),
  })
  .superRefine((page, context) => {
    const { count } = page;
    const lengths: [string, number][] = [
      ['id', page.id.length],
      ['description', page.description.length],
      ['amount', page.amount.length],
      ['version', page.version.length],
      ['date', page.date.index.length],
      ['category', page.category.index.length],
    ];
    if (page.balance) lengths.push(['balance', page.balance.length]);
    for (const [field, length] of lengths) {
      if (length !== count) context.addIssue({ code: 'custom', path: [field], message: 'length' });
    }
    const required = { date: page.date, category: page.category };
    for (const [field, column] of Object.entries(required)) {
      if (!column.index.every((i) => i >= 0 && i < column.values.length)) {
        context.addIssue({ code: 'custom', path: [field], message: 'Every row needs a value' });
      }
    }
    for (const field of OPTIONAL_TEXT) {
      const column = page[field];
      if (!column) continue;
      if (column.index.length !== count || !column.index.every((i) => i < column.values.length)) {
        context.addIssue({ code: 'custom', path: [field], message: 'Out of range' });
      }
    }
  });

type TextDictionary = { values: string[]; index: number[] };
export type TransactionColumnsPage = z.infer<typeof transactionColumnsPageSchema>;

function dictionaryOf(
  rows: readonly LedgerTransaction[],
  read: (row: LedgerTransaction) => string | undefined,
): TextDictionary | undefined {
  const positions = new Map<string, number>();
  const values: string[] = [];
  const index = new Array<number>(rows.length);
  let any = false;
  for (let i = 0; i < rows.length; i += 1) {
    const value = read(rows[i] as LedgerTransaction);
    if (value === undefined) {
      index[i] = -1;
      continue;
    }
    any = true;
    let position = positions.get(value);
    if (position === undefined) {
      position = values.push(value) - 1;
      positions.set(value, position);
    }
    index[i] = position;
  }
  return any ? { values, index } : undefined;
}

/** The rows as one columns page, in their order. */
export function transactionColumnsOf(
  rows: readonly LedgerTransaction[],
  nextCursor?: string,
): TransactionColumnsPage {
  const page: TransactionColumnsPage = {
    count: rows.length,
    id: rows.map((row) => row.id),
    date: dictionaryOf(rows, (row) => row.date) ?? { values: [], index: [] },
    description: rows.map((row) => row.description),
    amount: rows.map((row) => row.amount),
    category: dictionaryOf(rows, (row) => row.category) ?? { values: [], index: [] },
    version: rows.map((row) => row.version),
  };
  if (rows.some((row) => row.balance !== undefined)) {
    page.balance = rows.map((row) => row.balance ?? null);
  }
  // Typed by field, the category sources' dictionary would take only their names.
  const optional: Partial<Record<OptionalText, TextDictionary>> = {};
  for (const field of OPTIONAL_TEXT) {
    const column = dictionaryOf(rows, (row) => row[field]);
    if (column) optional[field] = column;
  }
  Object.assign(page, optional);
  if (nextCursor !== undefined) page.nextCursor = nextCursor;
  return page;
}

/**
 * Calls `visit` with each row of a checked page, in its order: the row as a Transaction (fields it
 * lacks are absent, as the row API answers them), and beside it its version and import.
 */
export function forEachColumnsRow(
  page: TransactionColumnsPage,
  visit: (row: Transaction, version: number, importId: string | undefined) => void,
): void {
  const present = ROW_TEXT.filter((field) => page[field] !== undefined);
  const imports = page.importId;
  for (let i = 0; i < page.count; i += 1) {
    const amount = page.amount[i] as number;
    const row: Transaction = {
      id: page.id[i] as string,
      date: page.date.values[page.date.index[i] as number] as string,
      description: page.description[i] as string,
      amount,
      type: typeOfAmount(amount),
      category: page.category.values[page.category.index[i] as number] as string,
    };
    const balance = page.balance?.[i];
    if (balance !== undefined && balance !== null) row.balance = balance;
    for (const field of present) {
      const column = page[field] as TextDictionary;
      const at = column.index[i] as number;
      if (at >= 0) (row as Record<string, unknown>)[field] = column.values[at];
    }
    const importAt = imports ? (imports.index[i] as number) : -1;
    visit(row, page.version[i] as number, importAt >= 0 ? imports?.values[importAt] : undefined);
  }
}

/** A checked page's rows as the row API answers them. */
export function rowsOfColumns(page: TransactionColumnsPage): LedgerTransaction[] {
  const rows: LedgerTransaction[] = [];
  forEachColumnsRow(page, (row, version, importId) => {
    rows.push({ ...row, version, ...(importId === undefined ? {} : { importId }) });
  });
  return rows;
}
