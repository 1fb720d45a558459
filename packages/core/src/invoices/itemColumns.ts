import type { OpenItemKind } from './openItem.js';

/** The columns an invoice or bill file may have; the first six are its layout without a header. */
export const ITEM_COLUMNS = [
  'party',
  'number',
  'amount',
  'issueDate',
  'dueDate',
  'paidDate',
  'paidAmount',
  'currency',
] as const;
export type ItemColumn = (typeof ITEM_COLUMNS)[number];
/** Where each column is in the file's rows. */
export type ItemColumnIndex = Partial<Record<ItemColumn, number>>;

const NAMES: Record<ItemColumn, readonly string[]> = {
  party: ['customer', 'customer name', 'client', 'vendor', 'vendor name', 'supplier', 'name'],
  number: ['number', 'no', 'num', 'invoice', 'invoice number', 'invoice no', 'bill', 'bill number'],
  amount: ['amount', 'total', 'invoice amount', 'bill amount', 'amount due'],
  issueDate: ['issue date', 'issued', 'date', 'invoice date', 'bill date', 'date issued'],
  dueDate: ['due date', 'due', 'date due', 'due on'],
  paidDate: ['paid date', 'paid', 'date paid', 'payment date', 'paid on'],
  paidAmount: ['paid amount', 'amount paid', 'payment amount', 'payment'],
  currency: ['currency', 'currency code'],
};

/** A header cell as the names above are written: lower case, words apart, no punctuation. */
function normalise(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The columns a header row names, or null when it names fewer than the three that make an invoice
 * file recognisable (party, amount, due date): the file then has no header and follows the
 * layout. A column named twice keeps its first place.
 */
export function columnsOfHeader(cells: readonly string[]): ItemColumnIndex | null {
  const index: ItemColumnIndex = {};
  cells.forEach((cell, at) => {
    const name = normalise(cell);
    const column = ITEM_COLUMNS.find((c) => NAMES[c].includes(name));
    if (column !== undefined && index[column] === undefined) index[column] = at;
  });
  const named = [index.party, index.amount, index.dueDate].filter((i) => i !== undefined);
  return named.length === 3 ? index : null;
}

/** The layout "customer, number, amount, issue date, due date, paid date" of a file with no header. */
export const LAYOUT_COLUMNS: ItemColumnIndex = {
  party: 0,
  number: 1,
  amount: 2,
  issueDate: 3,
  dueDate: 4,
  paidDate: 5,
};

/** The required columns a header row does not name, in words ("number, issue date"). */
export function missingColumns(index: ItemColumnIndex, kind: OpenItemKind): string[] {
  const words: Partial<Record<ItemColumn, string>> = {
    party: kind === 'invoice' ? 'customer' : 'vendor',
    number: 'number',
    amount: 'amount',
    issueDate: 'issue date',
    dueDate: 'due date',
  };
  return (Object.keys(words) as ItemColumn[])
    .filter((column) => index[column] === undefined)
    .map((column) => words[column] as string);
}
