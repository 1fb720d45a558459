import { toCents } from '@cashline/core';
import type { CodedTexts } from '../../../lib/transactions/codedTexts';
import { unpackTexts } from './packedTexts';
import type { RowColumns } from './queryProtocol';

/**
 * Each distinct string once, and a small number standing for it: a million rows share a few
 * thousand dates, a few hundred categories and a few accounts. Codes never change meaning.
 */
export class TextCodes {
  readonly texts: string[] = [];
  private readonly codes = new Map<string, number>();

  codeOf(text: string): number {
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.codes.set(text, code);
      this.texts.push(text);
    }
    return code;
  }

  /** The code of a text seen before; -1 for one never seen (no row carries it). */
  find(text: string): number {
    return this.codes.get(text) ?? -1;
  }
}

/** The dictionaries a ledger's columns share from one version to the next. */
type Dictionaries = { dates: TextCodes; categories: TextCodes; accounts: TextCodes };

/**
 * The ledger's list as the query worker holds it: one entry per position of the list, in typed
 * arrays where it can (amounts, cents, balances, codes), descriptions lower-cased once. A change
 * makes the next version by copying spans of these, never by reading the rows again.
 */
export class QueryColumns {
  /** Positions [0, filled) hold rows; the list has `size`. */
  filled = 0;
  readonly lowered: string[];
  readonly amount: Float64Array;
  /** The amount in cents; 0 for a transfer, so the totals of some rows are one sum. */
  readonly cents: Float64Array;
  /** NaN where the row has no balance. */
  readonly balance: Float64Array;
  readonly date: Int32Array;
  readonly category: Int32Array;
  readonly account: Int32Array;

  constructor(
    readonly size: number,
    readonly codes: Dictionaries = {
      dates: new TextCodes(),
      categories: new TextCodes(),
      accounts: new TextCodes(),
    },
  ) {
    this.lowered = new Array<string>(size);
    this.amount = new Float64Array(size);
    this.cents = new Float64Array(size);
    this.balance = new Float64Array(size);
    this.date = new Int32Array(size);
    this.category = new Int32Array(size);
    this.account = new Int32Array(size);
  }

  get complete(): boolean {
    return this.filled === this.size;
  }

  /** Writes `rows` at positions `at(k)`. */
  private write(rows: RowColumns, at: (k: number) => number): void {
    const { dates, categories, accounts } = this.codes;
    const descriptionTexts = unpackTexts(rows.descriptions);
    // Each distinct text of the chunk turned into its code once; the rows read only positions.
    const codesOf = (texts: CodedTexts, into: TextCodes) =>
      Int32Array.from(texts.values, (text) => into.codeOf(text));
    const dateCodes = codesOf(rows.dates, dates);
    const categoryCodes = codesOf(rows.categories, categories);
    const accountCodes = codesOf(rows.accounts, accounts);
    for (let k = 0; k < rows.amounts.length; k += 1) {
      const i = at(k);
      const amount = rows.amounts[k] as number;
      this.lowered[i] = (descriptionTexts[k] as string).toLowerCase();
      this.amount[i] = amount;
      this.cents[i] = rows.transfers[k] === 1 ? 0 : toCents(amount);
      this.balance[i] = rows.balances[k] as number;
      this.date[i] = dateCodes[rows.dates.index[k] as number] as number;
      this.category[i] = categoryCodes[rows.categories.index[k] as number] as number;
      this.account[i] = accountCodes[rows.accounts.index[k] as number] as number;
    }
  }

  /** Adds the next rows of the list, as the page sends them. */
  append(rows: RowColumns): void {
    const start = this.filled;
    if (start + rows.amounts.length > this.size)
      throw new RangeError('More rows than the list has');
    this.write(rows, (k) => start + k);
    this.filled += rows.amounts.length;
  }

  /** Writes new values for the rows at `at`, in place: an edit that moved no row. */
  replace(at: Int32Array, rows: RowColumns): void {
    this.write(rows, (k) => at[k] as number);
  }

  /**
   * The columns of the list after a change (see QueryRequest), and where each row of this list
   * went (-1: taken out). Rows kept are copied span by span; only the added rows are read.
   */
  changed(
    removedAt: Int32Array,
    addedAt: Int32Array,
    rows: RowColumns,
  ): { columns: QueryColumns; moved: Int32Array } {
    const next = new QueryColumns(this.size - removedAt.length + addedAt.length, this.codes);
    const moved = new Int32Array(this.size);
    const typed = ['amount', 'cents', 'balance', 'date', 'category', 'account'] as const;
    let i = 0;
    let j = 0;
    let gone = 0;
    let put = 0;
    // Spans of kept rows run up to the next row taken out here or put in there.
    while (i < this.size) {
      if (gone < removedAt.length && removedAt[gone] === i) {
        moved[i] = -1;
        i += 1;
        gone += 1;
        continue;
      }
      if (put < addedAt.length && addedAt[put] === j) {
        j += 1;
        put += 1;
        continue;
      }
      const spanBefore = gone < removedAt.length ? (removedAt[gone] as number) - i : this.size - i;
      const spanAfter = put < addedAt.length ? (addedAt[put] as number) - j : next.size - j;
      const span = Math.min(spanBefore, spanAfter);
      for (const name of typed) next[name].set(this[name].subarray(i, i + span), j);
      for (let k = 0; k < span; k += 1) {
        next.lowered[j + k] = this.lowered[i + k] as string;
        moved[i + k] = j + k;
      }
      i += span;
      j += span;
    }
    next.write(rows, (k) => addedAt[k] as number);
    next.filled = next.size;
    return { columns: next, moved };
  }
}
