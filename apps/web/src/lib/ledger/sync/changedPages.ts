import type { LedgerTransaction } from '@cashline/core';
import { decodePage, encodePage, pageOf } from './copyPages';
import type { StoredPage } from './copyPages';
import type { CopyRows, DroppedRows, RowChanges } from './copyRows';

/**
 * Rewrites the pages the changed rows were in and are in now: each page as stored, without the
 * changed rows, with their current versions (rows another tab stored there meanwhile stay).
 *
 * The stored copy is shared by every tab, and a tab's rows can be behind it: another tab applied a
 * change this one has not heard of yet (an undone import, sent and gone from the outbox before this
 * tab read it). So a changed row does not replace what is stored when the store is newer: a row
 * this tab had that another tab removed meanwhile stays removed, and a stored row of a higher
 * version stays. Otherwise a later write of a higher feed position by a tab that had the change
 * already would leave the old row stored as current, to be shown at the next visit. Rows read back
 * from the server after a refused change (`fromServer`) are put back even where another tab removed
 * them: the server refused that removal. A row this tab added and removed again since it last
 * stored (`dropped`) is removed from its page too: another tab may have stored it meanwhile (the
 * tab that made an import stores its rows; the tab that undoes it had them only in memory).
 */
export function writeChangedPages(
  rows: CopyRows,
  { changes, dropped }: { changes: RowChanges; dropped: DroppedRows },
  store: IDBObjectStore,
  fromServer: ReadonlySet<string> = new Set(),
): void {
  const touched = new Map<string, string[]>();
  const touch = (key: string, id: string) => {
    const ids = touched.get(key);
    if (ids) ids.push(id);
    else touched.set(key, [id]);
  };
  for (const [id, before] of changes) {
    const now = rows.get(id);
    const last = before ?? dropped.get(id);
    if (last) touch(pageOf(last), id);
    if (now && (!last || pageOf(now) !== pageOf(last))) touch(pageOf(now), id);
  }
  const pages = new Map<string, Map<string, LedgerTransaction>>();
  let unread = touched.size;
  for (const key of touched.keys()) {
    const stored = store.get(key);
    stored.onsuccess = () => {
      const page = decodePage(stored.result as StoredPage | undefined);
      pages.set(key, new Map(page.map((r) => [r.id, r])));
      unread -= 1;
      // Every page is read before any is written: a row's stored state may be in either of two.
      if (unread === 0) writePages(rows, { changes, dropped }, pages, store, fromServer);
    };
  }
}

function writePages(
  rows: CopyRows,
  { changes, dropped }: { changes: RowChanges; dropped: DroppedRows },
  pages: Map<string, Map<string, LedgerTransaction>>,
  store: IDBObjectStore,
  fromServer: ReadonlySet<string>,
): void {
  for (const [id, before] of changes) {
    const now = rows.get(id);
    const places = [before ?? dropped.get(id), now].flatMap((row) => (row ? [pageOf(row)] : []));
    const stored = places.map((key) => pages.get(key)?.get(id)).find((row) => row !== undefined);
    if (now) {
      const removedElsewhere = before !== undefined && !stored && !fromServer.has(id);
      if (removedElsewhere || (stored && stored.version > now.version)) continue;
    }
    for (const key of places) pages.get(key)?.delete(id);
    if (now) pages.get(pageOf(now))?.set(id, now);
  }
  for (const [key, page] of pages) {
    if (page.size === 0) store.delete(key);
    else store.put(encodePage([...page.values()]), key);
  }
}
