import type { LedgerTransaction, Transaction } from '@cashline/core';
import { inSlices } from '../../workInSlices';
import type { CopyRows, DroppedRows, RowChanges } from './copyRows';

/** Ids indexed between two checks of the time while the index is built in slices. */
const INDEX_STEP = 8192;

/**
 * The rows of a copy, each kept once as the store shows it (without the version and import, which
 * sit beside it by slot), so the store's view and the copy share one object per row; `get` and
 * iteration answer the rows with their version and import as new objects.
 *
 * The rows remember which of them changed since they were last stored, so storing the copy writes
 * only the pages those rows were and are in. Rows never stored (a download) are all changed.
 *
 * Rows read from storage are added by slot without an index by id: the index is built when a row
 * is first looked up, changed or removed by id (or by `indexIds`), which a reopened copy that
 * nothing changed never needs before its rows are shown.
 */
export class TrackedRows implements CopyRows {
  private shown: (Transaction | undefined)[] = [];
  private versions: number[] = [];
  private importIds: (string | undefined)[] = [];
  /** The slot of each id; undefined until first needed. */
  private slots: Map<string, number> | undefined;
  /** The index being built a slice at a time: the slots before `next` are in it. */
  private building: { slots: Map<string, number>; next: number; twice: boolean } | undefined;
  private count = 0;
  private changes: RowChanges | 'all' = 'all';
  private dropped: DroppedRows = new Map();
  /** Rows changed since the store's view of them was last made (copyStoreData.ts), as they were then. */
  private unseen: RowChanges | 'all' = 'all';

  constructor(entries: Iterable<readonly [string, LedgerTransaction]> = []) {
    for (const [id, row] of entries) this.set(id, row);
    this.changes = 'all';
    this.unseen = 'all';
  }

  get size(): number {
    return this.count;
  }

  /**
   * Adds a row read from storage after the others, by slot: its id is not looked up, so a row
   * stored twice is found only when the index is built (`indexIds`).
   */
  addStored(row: Transaction, version: number, importId: string | undefined): void {
    this.shown.push(row);
    this.versions.push(version);
    this.importIds.push(importId);
    this.count += 1;
    // Built already, the index is built again: the row may be there twice now.
    this.slots = undefined;
  }

  /**
   * Builds the index by id now, unless built. A row stored twice is then kept once, as a Map would
   * keep it: where it was first added, as it was added last. Answers whether one was, in which case
   * the next view is made afresh.
   */
  indexIds(): boolean {
    if (this.slots) return false;
    return this.indexUpTo(this.shown.length);
  }

  /**
   * Builds the index by id as `indexIds` does, a slice of the main thread's time at a time, so a
   * million ids never hold the page for a long task. A lookup meanwhile finishes it at once; rows
   * read meanwhile come after those indexed, and are indexed too. Answers whether this build found
   * a row stored twice.
   */
  async indexIdsInSlices(): Promise<boolean> {
    let twice = false;
    await inSlices(() => {
      if (this.slots) return true;
      const end = Math.min((this.building?.next ?? 0) + INDEX_STEP, this.shown.length);
      twice = this.indexUpTo(end);
      return this.slots !== undefined;
    }, new AbortController().signal);
    return twice;
  }

  /** Indexes the slots up to `end`; at the last slot the index is built. */
  private indexUpTo(end: number): boolean {
    const building = (this.building ??= { slots: new Map(), next: 0, twice: false });
    const { slots } = building;
    for (let slot = building.next; slot < end; slot += 1) {
      const row = this.shown[slot];
      if (row === undefined) continue;
      const first = slots.get(row.id);
      if (first === undefined) {
        slots.set(row.id, slot);
        continue;
      }
      this.shown[first] = row;
      this.versions[first] = this.versions[slot] as number;
      this.importIds[first] = this.importIds[slot];
      this.empty(slot);
      building.twice = true;
    }
    building.next = end;
    if (end < this.shown.length) return false;
    this.building = undefined;
    this.slots = slots;
    if (building.twice) this.unseen = 'all';
    return building.twice;
  }

  has(id: string): boolean {
    return this.index().has(id);
  }

  get(id: string): LedgerTransaction | undefined {
    const slot = this.index().get(id);
    return slot === undefined ? undefined : this.rowAt(slot);
  }

  /** The row as the store shows it (the object the view holds), without its version and import. */
  shownRow(id: string): Transaction | undefined {
    const slot = this.index().get(id);
    return slot === undefined ? undefined : this.shown[slot];
  }

  set(id: string, row: LedgerTransaction): this {
    const slots = this.index();
    this.remember(id);
    this.dropped.delete(id);
    const { version, importId, ...shown } = row;
    const slot = slots.get(id);
    if (slot === undefined) {
      slots.set(id, this.shown.length);
      this.shown.push(shown);
      this.versions.push(version);
      this.importIds.push(importId);
      this.count += 1;
    } else {
      this.shown[slot] = shown;
      this.versions[slot] = version;
      this.importIds[slot] = importId;
    }
    return this;
  }

  delete(id: string): boolean {
    const slots = this.index();
    const slot = slots.get(id);
    if (slot === undefined) return false;
    this.remember(id);
    if (this.changes instanceof Map && this.changes.get(id) === undefined) {
      this.dropped.set(id, this.rowAt(slot));
    }
    slots.delete(id);
    this.empty(slot);
    return true;
  }

  clear(): void {
    this.shown = [];
    this.versions = [];
    this.importIds = [];
    this.slots = new Map();
    this.building = undefined;
    this.count = 0;
    this.changes = 'all';
    this.dropped = new Map();
    this.unseen = 'all';
  }

  /** The rows as the store shows them, in the order they were added (the objects themselves). */
  shownRows(): Transaction[] {
    const rows: Transaction[] = [];
    for (const row of this.shown) if (row !== undefined) rows.push(row);
    return rows;
  }

  /** One past the last slot a row was ever added at (a removed row leaves its slot empty). */
  get slotCount(): number {
    return this.shown.length;
  }

  /**
   * Calls `visit` with the row of each slot from `start` up to `end` (empty slots skipped) as the
   * store shows it, with its version and import, making no row.
   */
  visitSlots(
    start: number,
    end: number,
    visit: (row: Transaction, version: number, importId: string | undefined) => void,
  ): void {
    for (let slot = start; slot < end; slot += 1) {
      const row = this.shown[slot];
      if (row !== undefined) visit(row, this.versions[slot] as number, this.importIds[slot]);
    }
  }

  /** Calls `visit` with each row as the store shows it and its import, making no row. */
  forEachShown(visit: (row: Transaction, importId: string | undefined) => void): void {
    // Rows added meanwhile are visited too, and removed ones are not, as a Map's iteration does.
    for (let slot = 0; slot < this.shown.length; slot += 1) {
      const row = this.shown[slot];
      if (row !== undefined) visit(row, this.importIds[slot]);
    }
  }

  *entries(): Generator<[string, LedgerTransaction]> {
    for (let slot = 0; slot < this.shown.length; slot += 1) {
      const row = this.shown[slot];
      if (row !== undefined) yield [row.id, this.rowAt(slot)];
    }
  }

  [Symbol.iterator](): Generator<[string, LedgerTransaction]> {
    return this.entries();
  }

  *keys(): Generator<string> {
    for (const row of this.shown) if (row !== undefined) yield row.id;
  }

  *values(): Generator<LedgerTransaction> {
    for (const [, row] of this.entries()) yield row;
  }

  /** The rows changed since `takeUnseen` was last called, as they were then, still unseen. */
  peekUnseen(): ReadonlyMap<string, LedgerTransaction | undefined> | 'all' {
    return this.unseen;
  }

  /** The rows changed since the last call, as they were then (all, the first time); forgotten here. */
  takeUnseen(): RowChanges | 'all' {
    const taken = this.unseen;
    this.unseen = new Map();
    return taken;
  }

  /**
   * Rows added to the copy that the store's view holds already (an edit here made them in both):
   * no longer unseen, so the next view does not add them a second time.
   */
  seenAdded(ids: Iterable<string>): void {
    if (!(this.unseen instanceof Map)) return;
    for (const id of ids) {
      if (this.unseen.has(id) && this.unseen.get(id) === undefined && this.has(id)) {
        this.unseen.delete(id);
      }
    }
  }

  /** The changes to store, forgotten here: the rows count as stored from now on. */
  takeChanges(): RowChanges | 'all' {
    const taken = this.changes;
    this.changes = new Map();
    return taken;
  }

  /** The rows dropped since last stored, taken with `takeChanges` for the same write. */
  takeDropped(): DroppedRows {
    const taken = this.dropped;
    this.dropped = new Map();
    return taken;
  }

  /** Changes taken but not stored after all (the write failed): they count as changed again. */
  giveBack(taken: RowChanges | 'all', dropped: DroppedRows = new Map()): void {
    if (taken === 'all' || this.changes === 'all') {
      this.changes = 'all';
      return;
    }
    // What was stored before the taken changes is what the stored pages still hold.
    for (const [id, before] of taken) this.changes.set(id, before);
    for (const [id, last] of dropped) if (!this.has(id)) this.dropped.set(id, last);
  }

  private index(): Map<string, number> {
    if (!this.slots) this.indexIds();
    return this.slots as Map<string, number>;
  }

  private rowAt(slot: number): LedgerTransaction {
    const row: LedgerTransaction = {
      ...(this.shown[slot] as Transaction),
      version: this.versions[slot] as number,
    };
    const importId = this.importIds[slot];
    if (importId !== undefined) row.importId = importId;
    return row;
  }

  private empty(slot: number): void {
    this.shown[slot] = undefined;
    this.importIds[slot] = undefined;
    this.count -= 1;
  }

  private remember(id: string): void {
    const changes = this.changes;
    const unseen = this.unseen;
    const needed =
      (changes instanceof Map && !changes.has(id)) || (unseen instanceof Map && !unseen.has(id));
    if (!needed) return;
    const before = this.get(id);
    if (changes instanceof Map && !changes.has(id)) changes.set(id, before);
    if (unseen instanceof Map && !unseen.has(id)) unseen.set(id, before);
  }
}
