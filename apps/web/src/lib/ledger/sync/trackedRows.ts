import type { LedgerTransaction } from '@cashline/core';

/** Each row changed since the copy was last stored, as it was then (undefined: it was not there). */
export type RowChanges = Map<string, LedgerTransaction | undefined>;

/**
 * The rows of a copy that remember which of them changed since they were last stored, so storing
 * the copy writes only the pages those rows were and are in. Rows never stored (a download) are
 * all changed.
 */
export class TrackedRows extends Map<string, LedgerTransaction> {
  private changes: RowChanges | 'all' = 'all';
  /** Rows changed since the store's view of them was last made (copyStoreData.ts), as they were then. */
  private unseen: RowChanges | 'all' = 'all';

  override set(id: string, row: LedgerTransaction): this {
    this.remember(id);
    return super.set(id, row);
  }

  override delete(id: string): boolean {
    if (this.has(id)) this.remember(id);
    return super.delete(id);
  }

  override clear(): void {
    this.changes = 'all';
    this.unseen = 'all';
    super.clear();
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

  /** Changes taken but not stored after all (the write failed): they count as changed again. */
  giveBack(taken: RowChanges | 'all'): void {
    if (taken === 'all' || this.changes === 'all') {
      this.changes = 'all';
      return;
    }
    // What was stored before the taken changes is what the stored pages still hold.
    for (const [id, before] of taken) this.changes.set(id, before);
  }

  private remember(id: string): void {
    // Map's constructor sets its entries before this class's fields exist: those count as 'all'.
    if (this.changes instanceof Map && !this.changes.has(id)) this.changes.set(id, super.get(id));
    if (this.unseen instanceof Map && !this.unseen.has(id)) this.unseen.set(id, super.get(id));
  }
}
