import Papa from 'papaparse';
import { fromCents } from '../money.js';
import { detectDelimiter } from '../import/detectDelimiter.js';
import { detectDateFormat } from '../import/detectDateFormat.js';
import { detectDecimalSeparator, parseAmount } from '../import/parseAmount.js';
import type { DecimalSeparator } from '../import/types.js';
import { orderOf, parseDate } from '../import/parseDate.js';
import type { DateOrder } from '../import/parseDate.js';
import { columnsOfHeader, LAYOUT_COLUMNS, missingColumns } from './itemColumns.js';
import type { ItemColumn, ItemColumnIndex } from './itemColumns.js';
import { MAX_OPEN_ITEMS, openItemSchema } from './openItem.js';
import type { OpenItem, OpenItemKind } from './openItem.js';

/** A row that was not read, 1-based as a spreadsheet numbers it, and why. */
export type ItemRowError = { row: number; message: string };
export type ItemsCsvResult = { items: OpenItem[]; errors: ItemRowError[] };

type Reading = {
  kind: OpenItemKind;
  columns: ItemColumnIndex;
  order: DateOrder;
  decimal: DecimalSeparator;
};

const cellOf = (cells: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '').trim();

/** One row as an invoice or bill, or the reason it cannot be one. */
function readRow(cells: readonly string[], row: number, reading: Reading): OpenItem | string {
  const { kind, columns, order, decimal } = reading;
  const cell = (column: ItemColumn) => cellOf(cells, columns[column]);
  const noun = kind === 'invoice' ? 'invoice' : 'bill';
  const party = cell('party');
  if (party === '') return `No ${kind === 'invoice' ? 'customer' : 'vendor'}`;
  const number = cell('number');
  if (number === '') return `No ${noun} number`;
  const amountText = cell('amount');
  const amountCents = amountText === '' ? null : parseAmount(amountText, decimal);
  if (amountCents === null) return `The amount "${amountText}" is not an amount`;
  if (amountCents <= 0) return `The amount ${amountText} must be more than 0`;
  const dates: Partial<Record<'issueDate' | 'dueDate' | 'paidDate', string>> = {};
  const words = { issueDate: 'issue date', dueDate: 'due date', paidDate: 'paid date' } as const;
  for (const column of ['issueDate', 'dueDate', 'paidDate'] as const) {
    const text = cell(column);
    if (text === '') {
      if (column !== 'paidDate') return `No ${words[column]}`;
      continue;
    }
    const date = parseDate(text, order);
    if (date === null) return `The ${words[column]} "${text}" is not a date`;
    dates[column] = date;
  }
  let paidCents = 0;
  if (dates.paidDate !== undefined) {
    const paidText = cell('paidAmount');
    const paid = paidText === '' ? amountCents : parseAmount(paidText, decimal);
    if (paid === null) return `The paid amount "${paidText}" is not an amount`;
    if (paid <= 0 || paid > amountCents) {
      return `The paid amount ${paidText} must be more than 0 and at most the amount`;
    }
    paidCents = paid;
  } else if (cell('paidAmount') !== '') {
    return 'A paid amount needs its paid date';
  }
  const currency = cell('currency').toUpperCase();
  const parsed = openItemSchema.safeParse({
    id: `${kind}:${party.toLowerCase()}:${number}`.slice(0, 200),
    kind,
    party,
    number,
    amount: fromCents(amountCents),
    balance: fromCents(amountCents - paidCents),
    issueDate: dates.issueDate,
    dueDate: dates.dueDate,
    payments:
      dates.paidDate === undefined ? [] : [{ date: dates.paidDate, amount: fromCents(paidCents) }],
    ...(currency === '' ? {} : { currency }),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Not a valid row';
  return parsed.data;
}

/** The settled date order and decimal separator of the file's date and amount cells. */
function formatsOf(rows: readonly string[][], columns: ItemColumnIndex) {
  const cells = (list: readonly (number | undefined)[]) =>
    rows.flatMap((cells) => list.map((i) => cellOf(cells, i)).filter((c) => c !== ''));
  return {
    order: orderOf(
      detectDateFormat(cells([columns.issueDate, columns.dueDate, columns.paidDate])).format,
    ),
    decimal: detectDecimalSeparator(cells([columns.amount, columns.paidAmount])),
  };
}

/**
 * Reads a CSV of invoices (or bills) laid out as "customer, number, amount, issue date, due date,
 * paid date", with or without a header naming those columns (a header may add "paid amount" for a
 * part payment and "currency"). Amounts and dates are read as bank files are: currency marks,
 * thousands separators and the file's decimal separator; the date order (day or month first)
 * settled over every date cell. Each row that cannot be an invoice is left out with its reason;
 * a number given twice for the same customer keeps its first row.
 */
export function readItemsCsv(text: string, kind: OpenItemKind): ItemsCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
  });
  const rows = parsed.data;
  const firstRow = rows.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (firstRow < 0) return { items: [], errors: [{ row: 1, message: 'The file is empty' }] };
  const header = columnsOfHeader(rows[firstRow] as string[]);
  const errors: ItemRowError[] = [];
  if (header !== null) {
    const missing = missingColumns(header, kind);
    if (missing.length > 0) {
      const message = `The header names no ${missing.join(', ')} column`;
      return { items: [], errors: [{ row: firstRow + 1, message }] };
    }
  }
  const columns = header ?? LAYOUT_COLUMNS;
  const dataFrom = header === null ? firstRow : firstRow + 1;
  const data = rows.slice(dataFrom);
  const reading: Reading = { kind, columns, ...formatsOf(data, columns) };
  const items: OpenItem[] = [];
  const seen = new Map<string, number>();
  let full = false;
  data.forEach((cells, i) => {
    const row = dataFrom + i + 1;
    if (full || cells.every((c) => c.trim() === '')) return;
    if (items.length === MAX_OPEN_ITEMS) {
      errors.push({ row, message: `Only the first ${MAX_OPEN_ITEMS} invoices and bills are read` });
      full = true;
      return;
    }
    const item = readRow(cells, row, reading);
    if (typeof item === 'string') {
      errors.push({ row, message: item });
      return;
    }
    const earlier = seen.get(item.id);
    if (earlier !== undefined) {
      const noun = kind === 'invoice' ? 'Invoice' : 'Bill';
      errors.push({ row, message: `${noun} ${item.number} of ${item.party} is on row ${earlier}` });
      return;
    }
    seen.set(item.id, row);
    items.push(item);
  });
  return { items, errors };
}
