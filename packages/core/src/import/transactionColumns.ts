import type { IsoDate } from '../dates.js';
import type { CategorySource, TransactionType } from '../transaction.js';
import { TextCodes } from '../ledgerColumns/textCodes.js';
import type { PackedTransactions } from './packedTransactions.js';

/**
 * A CSV file's transactions as the import reads them: one entry per row in a few columns, so that
 * a million-row file never becomes a million objects in the worker. Each row's id is the file's id
 * prefix and its row number; dates and categories are held as codes.
 */
export class TransactionColumns {
  /** 1-based file row of each transaction: its id ends with it. */
  readonly rows: number[] = [];
  readonly descriptions: string[] = [];
  readonly amounts: number[] = [];
  /** NaN where the row has no balance. */
  readonly balances: number[] = [];
  /** 1 for an outflow. */
  readonly outflow: number[] = [];
  readonly dateCodes: number[] = [];
  readonly dates = new TextCodes();
  /** Set by settleCategories once each row's direction is known. */
  readonly categoryCodes: number[] = [];
  readonly categories = new TextCodes();
  readonly sources: CategorySource[] = [];

  constructor(readonly idPrefix: string) {}

  get length(): number {
    return this.rows.length;
  }

  push(
    row: number,
    date: IsoDate,
    description: string,
    amount: number,
    balance: number | undefined,
  ): void {
    this.rows.push(row);
    this.dateCodes.push(this.dates.codeOf(date));
    this.descriptions.push(description);
    this.amounts.push(amount);
    this.balances.push(balance ?? Number.NaN);
    this.outflow.push(amount < 0 ? 1 : 0);
  }

  amount(index: number): number {
    return this.amounts[index]!;
  }

  date(index: number): IsoDate {
    return this.dates.text(this.dateCodes[index]!);
  }

  type(index: number): TransactionType {
    return this.outflow[index] === 1 ? 'outflow' : 'inflow';
  }

  /** The row's balance, undefined where it has none. */
  balance(index: number): number | undefined {
    const balance = this.balances[index]!;
    return Number.isNaN(balance) ? undefined : balance;
  }

  /** Money out: a zero amount stays as it is. */
  negate(index: number): void {
    if (this.amounts[index] === 0) return;
    this.amounts[index] = -this.amounts[index]!;
    this.outflow[index] = 1;
  }

  setCategory(index: number, category: string, source: CategorySource): void {
    this.categoryCodes[index] = this.categories.codeOf(category);
    this.sources[index] = source;
  }

  /** The rows at `indexes` (every row when null), packed to post to the page. */
  pack(indexes: readonly number[] | null): PackedTransactions {
    const count = indexes === null ? this.length : indexes.length;
    const at = (i: number): number => (indexes === null ? i : indexes[i]!);
    const idRows = new Uint32Array(count);
    const descriptionLengths = new Uint32Array(count);
    const dateCodes = new Uint32Array(count);
    const categoryCodes = new Uint32Array(count);
    const sourceCodes = new Uint8Array(count);
    const amount = new Float64Array(count);
    const balance = new Float64Array(count);
    const outflow = new Uint8Array(count);
    const sourceNames: (CategorySource | null)[] = [null];
    const descriptions = new Array<string>(count);
    for (let i = 0; i < count; i++) {
      const row = at(i);
      idRows[i] = this.rows[row]!;
      descriptions[i] = this.descriptions[row]!;
      descriptionLengths[i] = descriptions[i]!.length;
      dateCodes[i] = this.dateCodes[row]!;
      categoryCodes[i] = this.categoryCodes[row]!;
      const source = this.sources[row]!;
      let code = sourceNames.indexOf(source);
      if (code === -1) code = sourceNames.push(source) - 1;
      sourceCodes[i] = code;
      amount[i] = this.amounts[row]!;
      balance[i] = this.balances[row]!;
      outflow[i] = this.outflow[row]!;
    }
    return {
      count,
      ids: this.idPrefix,
      idLengths: new Uint32Array(0),
      idRows,
      descriptions: descriptions.join(''),
      descriptionLengths,
      dates: Array.from({ length: this.dates.size }, (_, code) => this.dates.text(code)),
      dateCodes,
      categories: Array.from({ length: this.categories.size }, (_, code) =>
        this.categories.text(code),
      ),
      categoryCodes,
      sources: sourceNames,
      sourceCodes,
      amount,
      balance,
      outflow,
      sparse: [],
    };
  }
}
