import type { LedgerCommand } from '@cashline/core';
import type { StoreData } from '../../transactions/storeChanges';
import { copyWhenIdle } from '../../transactions/listsMadeAhead';
import type { TransactionsChange } from '../ledgerBackend';
import { lackingAfter } from '../transactionsChange';
import { refreshedStoreData, viewShowsCopy } from './copyStoreData';
import type { LedgerCopy } from './ledgerCopyDb';

/**
 * What the page shows of the ledger's copy (the view), and what it was made from. A view is made
 * from the last one shown and the rows changed since, not afresh: at a million rows a view costs a
 * copy of the list.
 */
export class CopyView {
  /** The view of the copy as it is; undefined once the copy changed since. */
  private view: StoreData | undefined;
  /** The last view answered, from which the next one is made when only a few rows changed. */
  private shown: StoreData | undefined;
  /** Rows deleted here since the view was made from the copy: the view holds none of them. */
  private lacking: ReadonlySet<string> = new Set();
  /** Counts the copy's changes from elsewhere, so an edit stored meanwhile does not hide them. */
  private changes = 0;

  /** The copy changed from elsewhere (the feed, another tab): the next view is made again. */
  copyChanged(): void {
    this.view = undefined;
    this.changes += 1;
  }

  /**
   * The view to answer a load with, made from the copy when it changed, with how its list differs
   * from the one shown before; its list is copied while the page is idle, for the next change.
   */
  load(copy: LedgerCopy): { data: StoreData; change?: TransactionsChange } {
    let change: TransactionsChange | undefined;
    if (!this.view) {
      ({ data: this.view, change } = refreshedStoreData(this.shown, copy));
      this.lacking = new Set();
    }
    this.shown = this.view;
    copyWhenIdle(this.view.transactions);
    return change ? { data: this.view, change } : { data: this.view };
  }

  /**
   * The view the user's commands apply to, and `settle` to call with what they made of it: a view
   * made here is kept, since it took the copy's changes and a later load must answer it.
   */
  beginApply(copy: LedgerCopy): {
    base: StoreData;
    settle: (next: StoreData, commands: readonly LedgerCommand[]) => void;
  } {
    if (!this.view) {
      this.view = refreshedStoreData(this.shown, copy).data;
      this.lacking = new Set();
    }
    const changesBefore = this.changes;
    return {
      base: this.view,
      settle: (next, commands) => {
        // A change from elsewhere while this one was stored is in the copy, not in `next`: the
        // next load makes the view from `next` and the rows changed since.
        this.view = this.changes === changesBefore ? next : undefined;
        this.lacking = lackingAfter(this.lacking, commands);
        this.shown = next;
      },
    };
  }

  /**
   * Whether the caught-up copy shows nothing the view does not (the server's echo of an edit made
   * here). If so, the view is kept and its list copied while the page is idle, for the next change.
   */
  keepsUpWith(copy: LedgerCopy): boolean {
    if (!this.view || !viewShowsCopy(this.view, copy, this.lacking)) return false;
    copyWhenIdle(this.view.transactions);
    return true;
  }

  /** The copy was cleared: nothing shown is kept. */
  forget(): void {
    this.view = undefined;
    this.shown = undefined;
  }
}
