import type { CategorySource, Transaction } from '../transaction.js';
import { TextCodes } from './textCodes.js';

const SPARSE = ['subcategory', 'merchant', 'paymentRef', 'note', 'transferId', 'bankId'] as const;
type SparseField = (typeof SPARSE)[number];
const NONE = -1;
const FIRST_CAPACITY = 1024;

/**
 * Days since 1970-01-01 of an ISO date, for ranges and sorting without comparing strings. Not
 * Date.UTC: it reads years 0-99 as 1900-1999, and the schema accepts "0026-03-01" (a typo for 2026).
 */
function dayOf(date: string): number {
  const time = new Date(0);
  time.setUTCFullYear(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
  return Math.round(time.getTime() / 86_400_000);
}

function grown<T extends Int32Array | Float64Array | Uint8Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

/**
 * The transactions of one ledger as columns: each row has a fixed slot (a delete frees its slot and
 * moves nothing), numbers live in typed arrays and repeated strings as codes, so a million rows
 * cost a fraction of a million objects and a query reads only the columns it needs. A row becomes
 * an object again only when something asks for it (`read`).
 */
export class TransactionTable {
  readonly categories = new TextCodes();
  readonly accounts = new TextCodes();
  private readonly dates = new TextCodes();
  private readonly sources = new TextCodes();
  private readonly daysOfDates: number[] = [];

  private capacity = FIRST_CAPACITY;
  /** Slots ever used; slots below it are live or free. */
  private used = 0;
  private readonly free: number[] = [];
  private readonly slots = new Map<string, number>();
  private nextOrder = 1;
  /** `slotsInOrder`'s answer until a row comes or goes (an overwrite keeps its place). */
  private inOrder: Int32Array | null = null;

  private ids: string[] = [];
  private descriptions: string[] = [];
  private lowered: (string | undefined)[] = [];
  private sparse: Partial<Record<SparseField, (string | undefined)[]>> = {};
  live = new Uint8Array(FIRST_CAPACITY);
  /** The list's order: higher first (the ledger is kept newest first, as the store lists it). */
  order = new Float64Array(FIRST_CAPACITY);
  day = new Int32Array(FIRST_CAPACITY);
  private dateCode = new Int32Array(FIRST_CAPACITY);
  amount = new Float64Array(FIRST_CAPACITY);
  /** NaN where the row has no balance. */
  balance = new Float64Array(FIRST_CAPACITY);
  /** 1 for an outflow. */
  outflow = new Uint8Array(FIRST_CAPACITY);
  category = new Int32Array(FIRST_CAPACITY);
  /** -1 where the row names no account. */
  account = new Int32Array(FIRST_CAPACITY);
  private source = new Int32Array(FIRST_CAPACITY);

  get size(): number {
    return this.slots.size;
  }

  /** Slots below this may hold rows; loops over every row run to it and check `live`. */
  get slotLimit(): number {
    return this.used;
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  /**
   * Writes rows as the list's newest, the first of them first (as a store prepends a batch). A row
   * whose id is already here is overwritten in its slot and keeps its place in the list.
   */
  putNewest(rows: readonly Transaction[]): number[] {
    const top = this.nextOrder + rows.length - 1;
    this.nextOrder += rows.length;
    return rows.map((row, i) => this.put(row, top - i));
  }

  /** Overwrites a row in its slot, keeping its place in the list. */
  replace(slot: number, row: Transaction): void {
    this.write(slot, row, this.order[slot] as number);
  }

  private put(row: Transaction, order: number): number {
    const known = this.slots.get(row.id);
    if (known !== undefined) {
      this.replace(known, row);
      return known;
    }
    const slot = this.free.pop() ?? this.newSlot();
    this.slots.set(row.id, slot);
    this.inOrder = null;
    this.write(slot, row, order);
    return slot;
  }

  private newSlot(): number {
    if (this.used === this.capacity) this.grow();
    this.used += 1;
    return this.used - 1;
  }

  private grow(): void {
    this.capacity *= 2;
    this.live = grown(this.live, this.capacity);
    this.order = grown(this.order, this.capacity);
    this.day = grown(this.day, this.capacity);
    this.dateCode = grown(this.dateCode, this.capacity);
    this.amount = grown(this.amount, this.capacity);
    this.balance = grown(this.balance, this.capacity);
    this.outflow = grown(this.outflow, this.capacity);
    this.category = grown(this.category, this.capacity);
    this.account = grown(this.account, this.capacity);
    this.source = grown(this.source, this.capacity);
  }

  private write(slot: number, row: Transaction, order: number): void {
    this.live[slot] = 1;
    this.order[slot] = order;
    this.ids[slot] = row.id;
    this.descriptions[slot] = row.description;
    this.lowered[slot] = undefined;
    const dateCode = this.dates.codeOf(row.date);
    if (dateCode === this.daysOfDates.length) this.daysOfDates.push(dayOf(row.date));
    this.dateCode[slot] = dateCode;
    this.day[slot] = this.daysOfDates[dateCode] as number;
    this.amount[slot] = row.amount;
    this.balance[slot] = row.balance ?? Number.NaN;
    this.outflow[slot] = row.type === 'outflow' ? 1 : 0;
    this.category[slot] = this.categories.codeOf(row.category);
    this.account[slot] = row.accountId === undefined ? NONE : this.accounts.codeOf(row.accountId);
    this.source[slot] =
      row.categorySource === undefined ? NONE : this.sources.codeOf(row.categorySource);
    for (const field of SPARSE) {
      const value = row[field];
      const column = this.sparse[field];
      if (value !== undefined) (this.sparse[field] ??= [])[slot] = value;
      else if (column !== undefined) column[slot] = undefined;
    }
  }

  remove(id: string): number | undefined {
    const slot = this.slots.get(id);
    if (slot === undefined) return undefined;
    this.slots.delete(id);
    this.inOrder = null;
    this.live[slot] = 0;
    this.ids[slot] = '';
    this.descriptions[slot] = '';
    this.lowered[slot] = undefined;
    for (const field of SPARSE) {
      const column = this.sparse[field];
      if (column !== undefined) column[slot] = undefined;
    }
    this.free.push(slot);
    return slot;
  }

  /** The code of the row's date; codes are few (one per distinct date) and never change meaning. */
  dateCodeAt(slot: number): number {
    return this.dateCode[slot] as number;
  }

  /** Distinct dates seen, so per-date work can be done once per code. */
  get dateCodes(): number {
    return this.dates.size;
  }

  dateText(code: number): string {
    return this.dates.text(code);
  }

  /** Whether the row is one side of a transfer between own accounts. */
  isTransfer(slot: number): boolean {
    return this.sparse.transferId?.[slot] !== undefined;
  }

  idAt(slot: number): string {
    return this.ids[slot] as string;
  }

  /** The description lower-cased, worked out once per row and kept (searches repeat). */
  loweredAt(slot: number): string {
    let text = this.lowered[slot];
    if (text === undefined) {
      text = (this.descriptions[slot] as string).toLowerCase();
      this.lowered[slot] = text;
    }
    return text;
  }

  /** The row at a live slot as the transaction it was written as. */
  read(slot: number): Transaction {
    const row: Transaction = {
      id: this.ids[slot] as string,
      date: this.dates.text(this.dateCode[slot] as number),
      description: this.descriptions[slot] as string,
      amount: this.amount[slot] as number,
      type: this.outflow[slot] === 1 ? 'outflow' : 'inflow',
      category: this.categories.text(this.category[slot] as number),
    };
    const balance = this.balance[slot] as number;
    if (!Number.isNaN(balance)) row.balance = balance;
    const account = this.account[slot] as number;
    if (account !== NONE) row.accountId = this.accounts.text(account);
    const source = this.source[slot] as number;
    if (source !== NONE) row.categorySource = this.sources.text(source) as CategorySource;
    for (const field of SPARSE) {
      const value = this.sparse[field]?.[slot];
      if (value !== undefined) row[field] = value;
    }
    return row;
  }

  /** Every live slot in the list's order (newest first). Shared between callers: never change it. */
  slotsInOrder(): Int32Array {
    if (this.inOrder !== null) return this.inOrder;
    const slots = new Int32Array(this.slots.size);
    let n = 0;
    for (let slot = 0; slot < this.used; slot += 1) if (this.live[slot] === 1) slots[n++] = slot;
    const order = this.order;
    this.inOrder = slots.sort((a, b) => (order[b] as number) - (order[a] as number));
    return this.inOrder;
  }
}
