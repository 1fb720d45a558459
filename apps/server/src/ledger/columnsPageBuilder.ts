import { fromCents } from '@cashline/core';
import type { TransactionColumnsPage } from '@cashline/core';
import { ROW_COLUMNS } from './transactionRows.js';

/** Where each of `ROW_COLUMNS` sits in a row read as an array. */
const AT = Object.fromEntries(ROW_COLUMNS.map((column, i) => [column, i])) as Record<
  (typeof ROW_COLUMNS)[number],
  number
>;

type Dictionary = { values: string[]; index: number[] };

/** A text column as each distinct value once and per row its position; -1 where a row has none. */
class TextColumn {
  readonly #positions = new Map<string, number>();
  readonly #values: string[] = [];
  readonly #index: number[] = [];
  #any = false;

  add(value: string | null): void {
    if (value === null) {
      this.#index.push(-1);
      return;
    }
    this.#any = true;
    let position = this.#positions.get(value);
    if (position === undefined) {
      position = this.#values.push(value) - 1;
      this.#positions.set(value, position);
    }
    this.#index.push(position);
  }

  /** Undefined when no row had a value. */
  done(): Dictionary | undefined {
    return this.#any ? { values: this.#values, index: this.#index } : undefined;
  }
}

/** The optional text fields of a page, each with the column it is stored in. */
const OPTIONAL = [
  ['subcategory', 'subcategory'],
  ['merchant', 'merchant'],
  ['paymentRef', 'payment_ref'],
  ['categorySource', 'category_source'],
  ['note', 'note'],
  ['transferId', 'transfer_id'],
  ['bankId', 'bank_id'],
  ['accountId', 'account_id'],
] as const;

/**
 * Builds one columns page from stored rows read as arrays of `ROW_COLUMNS`, as they are read: no
 * object per row, and each text column's dictionary made on the way. The page is the one
 * `transactionColumnsOf` makes of the same rows as the row API answers them.
 */
export class ColumnsPageBuilder {
  #count = 0;
  readonly #id: string[] = [];
  readonly #date = new TextColumn();
  readonly #description: string[] = [];
  readonly #amount: number[] = [];
  readonly #category = new TextColumn();
  readonly #version: number[] = [];
  readonly #balance: (number | null)[] = [];
  #anyBalance = false;
  readonly #optional = OPTIONAL.map(([field, column]) => ({
    field,
    at: AT[column],
    text: new TextColumn(),
  }));
  readonly #importId = new TextColumn();

  get count(): number {
    return this.#count;
  }

  add(row: readonly unknown[]): void {
    this.#count += 1;
    this.#id.push(row[AT.id] as string);
    this.#date.add(row[AT.date] as string);
    this.#description.push(row[AT.description] as string);
    this.#amount.push(fromCents(row[AT.amount_cents] as number));
    this.#category.add(row[AT.category] as string);
    this.#version.push(row[AT.version] as number);
    const balance = row[AT.balance_cents] as number | null;
    if (balance !== null) this.#anyBalance = true;
    this.#balance.push(balance === null ? null : fromCents(balance));
    for (const { at, text } of this.#optional) text.add(row[at] as string | null);
    // A row without an import may hold an empty text there; it has none.
    this.#importId.add((row[AT.import_id] as string | null) || null);
  }

  page(nextCursor: string | undefined): TransactionColumnsPage {
    const empty = () => ({ values: [], index: [] });
    const page: TransactionColumnsPage = {
      count: this.#count,
      id: this.#id,
      date: this.#date.done() ?? empty(),
      description: this.#description,
      amount: this.#amount,
      category: this.#category.done() ?? empty(),
      version: this.#version,
    };
    if (this.#anyBalance) page.balance = this.#balance;
    for (const { field, text } of this.#optional) {
      const column = text.done();
      // Typed by field, the category sources' dictionary would take only their names.
      if (column) Object.assign(page, { [field]: column });
    }
    const imports = this.#importId.done();
    if (imports) page.importId = imports;
    if (nextCursor !== undefined) page.nextCursor = nextCursor;
    return page;
  }
}
