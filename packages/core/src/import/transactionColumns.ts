import type { IsoDate } from '../dates.js';
import type { CategorySource, TransactionType } from '../transaction.js';
import { TextCodes } from '../ledgerColumns/textCodes.js';
import { JoinedTexts } from './joinedTexts.js';
import type { PackedTransactions } from './packedTransactions.js';

/** Rows made room for when the caller cannot say how many the file may hold. */
const DEFAULT_CAPACITY = 1024;

/**
 * A CSV file's transactions as the import reads them: one entry per row in typed arrays and joined
 * text, so that a million-row file never becomes a million objects (nor a million strings) in the
 * worker. Each row's id is the file's id prefix and its row number; dates and categories are held
 * as codes. Given room for every row up front (the file's line count), the arrays are never copied
 * to grow and, the whole file kept, are handed to the page as they are.
 */
export class TransactionColumns {
  private count = 0;
  /** 1-based file row of each transaction: its id ends with it. */
  private rowNumbers: Uint32Array;
  private amounts: Float64Array;
  /** NaN where the row has no balance. */
  private balances: Float64Array;
  /** 1 for an outflow. */
  private outflows: Uint8Array;
  private dateCodes: Uint32Array;
  /** Set by settleCategories once each row's direction is known. */
  private categoryCodes: Uint32Array;
  private sourceCodes: Uint8Array;
  private readonly descriptions = new JoinedTexts();
  private readonly dates = new TextCodes();
  private readonly categories = new TextCodes();
  /** Code 0 is a row without a category source. */
  private readonly sources: (CategorySource | null)[] = [null];

  constructor(
    readonly idPrefix: string,
    capacity: number = DEFAULT_CAPACITY,
  ) {
    const size = Math.max(1, capacity);
    this.rowNumbers = new Uint32Array(size);
    this.amounts = new Float64Array(size);
    this.balances = new Float64Array(size);
    this.outflows = new Uint8Array(size);
    this.dateCodes = new Uint32Array(size);
    this.categoryCodes = new Uint32Array(size);
    this.sourceCodes = new Uint8Array(size);
  }

  get length(): number {
    return this.count;
  }

  push(
    row: number,
    date: IsoDate,
    description: string,
    amount: number,
    balance: number | undefined,
  ): void {
    if (this.count === this.rowNumbers.length) this.grow();
    const i = this.count++;
    this.rowNumbers[i] = row;
    this.dateCodes[i] = this.dates.codeOf(date);
    this.descriptions.push(description);
    this.amounts[i] = amount;
    this.balances[i] = balance ?? Number.NaN;
    this.outflows[i] = amount < 0 ? 1 : 0;
  }

  /** 1-based file row of the transaction at `index`. */
  row(index: number): number {
    return this.rowNumbers[index]!;
  }

  description(index: number): string {
    return this.descriptions.at(index);
  }

  amount(index: number): number {
    return this.amounts[index]!;
  }

  date(index: number): IsoDate {
    return this.dates.text(this.dateCodes[index]!);
  }

  type(index: number): TransactionType {
    return this.outflows[index] === 1 ? 'outflow' : 'inflow';
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
    this.outflows[index] = 1;
  }

  setCategory(index: number, category: string, source: CategorySource): void {
    this.categoryCodes[index] = this.categories.codeOf(category);
    let code = this.sources.indexOf(source);
    if (code === -1) code = this.sources.push(source) - 1;
    this.sourceCodes[index] = code;
  }

  /**
   * The rows at `indexes` (every row when null), packed to post to the page. Every row is handed
   * over in the arrays read into, not copied: these columns are not to be used afterwards.
   */
  pack(indexes: readonly number[] | null): PackedTransactions {
    const columns = indexes === null ? this.all() : this.picked(indexes);
    return {
      ...columns,
      ids: this.idPrefix,
      idLengths: new Uint32Array(0),
      dates: Array.from({ length: this.dates.size }, (_, code) => this.dates.text(code)),
      categories: Array.from({ length: this.categories.size }, (_, code) =>
        this.categories.text(code),
      ),
      sources: [...this.sources],
      sparse: [],
    };
  }

  private all() {
    const n = this.count;
    // Room left over from lines that held no transaction (the header, blank or skipped rows) goes
    // with the arrays unless it is most of them.
    const fit = <A extends Uint32Array | Uint8Array | Float64Array>(column: A): A =>
      (n * 2 >= column.length ? column.subarray(0, n) : column.slice(0, n)) as A;
    return {
      count: n,
      idRows: fit(this.rowNumbers),
      descriptions: this.descriptions.joined(),
      descriptionLengths: this.descriptionLengths(n, (i) => i),
      dateCodes: fit(this.dateCodes),
      categoryCodes: fit(this.categoryCodes),
      sourceCodes: fit(this.sourceCodes),
      amount: fit(this.amounts),
      balance: fit(this.balances),
      outflow: fit(this.outflows),
    };
  }

  private picked(indexes: readonly number[]) {
    const n = indexes.length;
    const pick = <A extends Uint32Array | Uint8Array | Float64Array>(from: A, to: A): A => {
      for (let i = 0; i < n; i++) to[i] = from[indexes[i]!]!;
      return to;
    };
    const descriptions = new Array<string>(n);
    for (let i = 0; i < n; i++) descriptions[i] = this.descriptions.at(indexes[i]!);
    return {
      count: n,
      idRows: pick(this.rowNumbers, new Uint32Array(n)),
      descriptions: descriptions.join(''),
      descriptionLengths: this.descriptionLengths(n, (i) => indexes[i]!),
      dateCodes: pick(this.dateCodes, new Uint32Array(n)),
      categoryCodes: pick(this.categoryCodes, new Uint32Array(n)),
      sourceCodes: pick(this.sourceCodes, new Uint8Array(n)),
      amount: pick(this.amounts, new Float64Array(n)),
      balance: pick(this.balances, new Float64Array(n)),
      outflow: pick(this.outflows, new Uint8Array(n)),
    };
  }

  private descriptionLengths(n: number, at: (i: number) => number): Uint32Array {
    const lengths = new Uint32Array(n);
    for (let i = 0; i < n; i++) lengths[i] = this.descriptions.lengthOf(at(i));
    return lengths;
  }

  /** Twice the room: only for a file with more rows than the caller said it could hold. */
  private grow(): void {
    const size = this.rowNumbers.length * 2;
    const larger = <A extends Uint32Array | Uint8Array | Float64Array>(
      make: new (n: number) => A,
      from: A,
    ): A => {
      const to = new make(size);
      to.set(from);
      return to;
    };
    this.rowNumbers = larger(Uint32Array, this.rowNumbers);
    this.amounts = larger(Float64Array, this.amounts);
    this.balances = larger(Float64Array, this.balances);
    this.outflows = larger(Uint8Array, this.outflows);
    this.dateCodes = larger(Uint32Array, this.dateCodes);
    this.categoryCodes = larger(Uint32Array, this.categoryCodes);
    this.sourceCodes = larger(Uint8Array, this.sourceCodes);
  }
}
