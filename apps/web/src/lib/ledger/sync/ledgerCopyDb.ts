import type { LedgerAccount, Transaction } from '@cashline/core';
import { readNewestPages, readPagesNewestFirst } from '../../transactions/storedPageReads';
import type { ImportBatch } from '../../transactions/storedRecords';
import { readPage } from './copyPages';
import { writeChangedPages } from './changedPages';
import type { StoredPage } from './copyPages';
import { encodedPages } from './encodedPages';
import type { OutboxEntry, Settings } from './outbox';
import { importBatchesRead, importBatchesToStore } from './storedImportBatches';
import type { StoredImportBatch } from './storedImportBatches';
import { TrackedRows } from './trackedRows';
import type { CopyRows } from './copyRows';

/** What a browser keeps of one organisation's ledger, and the feed position it is current as of. */
export type LedgerCopy = {
  seq: number;
  rows: CopyRows;
  accounts: LedgerAccount[];
  /** The imports as the store shows them (for "undo import"). */
  importBatches: ImportBatch[];
  settings: { version: number; value: Settings };
  /** Server ids of imports this browser sent, by the id the store gave them. */
  serverImportIds: Record<string, string>;
};

const STORE = 'copy';
/**
 * The feed position, stored apart from the lists: the lists (their imports name every imported
 * row) are written only when they changed, the position at every write.
 */
const SEQ = 'seq';
/**
 * Names the last write of the lists: a tab that did not make it writes its lists again, so the
 * lists stored are never older than the position stored with them.
 */
const LISTS_MARK = 'listsMark';
/** The rows, in pages keyed by month (copyPages.ts): an edit rewrites the one or two pages it touches. */
const ROWS = 'rows';
/**
 * Version 1 kept the rows in 50,000-row chunks cut by position, in `STORE`. Version 3: a page's
 * text columns may be dictionaries (textColumn.ts), which a tab of an earlier version would read as
 * no rows and write back without them; it cannot open this version. Version 4: an import's ids
 * may be stored as those of its rows (storedImportBatches.ts), which an earlier tab cannot read.
 */
const VERSION = 4;
type Meta = Omit<LedgerCopy, 'rows' | 'serverImportIds' | 'importBatches'> & {
  importBatches: StoredImportBatch[];
};

/** Each organisation and user has a database of their own, so signing out never mixes ledgers. */
export function copyDatabaseName(orgId: string, userId: string): string {
  return `${COPY_PREFIX}${orgId}:${userId}`;
}

const COPY_PREFIX = 'cashline-ledger:';

/** Whether `name` is one of `userId`'s copies (of any organisation). */
export function isCopyDatabaseOf(name: string, userId: string): boolean {
  return name.startsWith(COPY_PREFIX) && name.endsWith(`:${userId}`);
}

export function openCopyDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, VERSION);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
      if (!db.objectStoreNames.contains(ROWS)) db.createObjectStore(ROWS);
      if (event.oldVersion === 1) {
        // A copy in position-cut chunks is dropped and downloaded again at the next load; what
        // waits to be sent (the outbox, the import ids) stays.
        const old = request.transaction?.objectStore(STORE);
        old?.delete('meta');
        old?.delete(IDBKeyRange.bound('rows/', 'rows/\uffff'));
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('Could not open the ledger copy'));
  });
}

function result<T>(request: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('Could not read the ledger copy'));
  });
}

function completion(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('Saving the ledger copy was aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('Saving the ledger copy failed'));
  });
}

/** The stored copy and its outbox; no copy when this browser never downloaded the ledger. */
export async function readCopy(
  db: IDBDatabase,
): Promise<{ copy: LedgerCopy | undefined; outbox: OutboxEntry[] }> {
  const tx = db.transaction([STORE, ROWS], 'readonly');
  const store = tx.objectStore(STORE);
  const [meta, seq, mark, outbox, serverImportIds] = await Promise.all([
    result<Meta | undefined>(store.get('meta')),
    result<number | undefined>(store.get(SEQ)),
    result<string | undefined>(store.get(LISTS_MARK)),
    result<OutboxEntry[] | undefined>(store.get('outbox')),
    result<Record<string, string> | undefined>(store.get('importIds')),
  ]);
  if (!meta) return { copy: undefined, outbox: outbox ?? [] };
  const rows = new TrackedRows();
  // Pages are keyed oldest month first, each newest first: the last page first gives newest first.
  const add = rows.addStored.bind(rows);
  await readPagesNewestFirst(
    tx.objectStore(ROWS),
    null,
    (page) => (page as StoredPage | undefined)?.versions?.length ?? 0,
    (page) => readPage(page as StoredPage, add),
  );
  rows.takeChanges();
  const copy = {
    ...meta,
    seq: seq ?? meta.seq,
    rows,
    importBatches: importBatchesRead(meta.importBatches, rows),
    serverImportIds: serverImportIds ?? {},
  };
  written.set(copy, { lists: listsOf(copy), mark });
  return { copy, outbox: outbox ?? [] };
}

/** The newest rows of a copy (whole pages, at least `atLeast` when it has them), and whether all. */
export type NewestCopyRows = {
  rows: TrackedRows;
  whole: boolean;
  outbox: OutboxEntry[];
  serverImportIds: Record<string, string>;
};

/**
 * The copy's newest rows, read apart from the rest so the first screen does not wait for the whole
 * copy to be decoded, and the outbox and import ids stored with them (one transaction: a send that
 * lands meanwhile has left the outbox and reached the rows in both, or in neither).
 */
export async function readNewestCopyRows(
  db: IDBDatabase,
  atLeast: number,
): Promise<NewestCopyRows> {
  const tx = db.transaction([STORE, ROWS], 'readonly');
  const store = tx.objectStore(STORE);
  const rows = new TrackedRows();
  const [outbox, serverImportIds, read] = await Promise.all([
    result<OutboxEntry[] | undefined>(store.get('outbox')),
    result<Record<string, string> | undefined>(store.get('importIds')),
    readNewestPages(tx.objectStore(ROWS), null, atLeast, (page) => {
      const pageRows: Transaction[] = [];
      readPage(page as StoredPage, (row, version, importId) => {
        rows.addStored(row, version, importId);
        pageRows.push(row);
      });
      return pageRows;
    }),
  ]);
  return {
    rows,
    whole: read.length < atLeast,
    outbox: outbox ?? [],
    serverImportIds: serverImportIds ?? {},
  };
}

/**
 * The outbox and the server ids of the imports sent, as stored now (another tab may have added to
 * either since this one last read them).
 */
export async function readOutbox(
  db: IDBDatabase,
): Promise<{ outbox: OutboxEntry[]; serverImportIds: Record<string, string> }> {
  const store = db.transaction(STORE, 'readonly').objectStore(STORE);
  const [outbox, serverImportIds] = await Promise.all([
    result<OutboxEntry[] | undefined>(store.get('outbox')),
    result<Record<string, string> | undefined>(store.get('importIds')),
  ]);
  return { outbox: outbox ?? [], serverImportIds: serverImportIds ?? {} };
}

/** Rewrites every page: after a download, or for rows that do not remember their changes. */
function writeAllPages(pages: Map<string, StoredPage>, store: IDBObjectStore): void {
  store.clear();
  for (const [key, page] of pages) store.put(page, key);
}

/** The lists of a copy as last written or read, each entry by reference (they are changed in place too). */
type WrittenLists = {
  accounts: readonly unknown[];
  importBatches: readonly unknown[];
  settings: unknown;
};
/** The lists each copy last wrote or read, and the mark stored with them then. */
const written = new WeakMap<LedgerCopy, { lists: WrittenLists; mark: string | undefined }>();
const newMark = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const listsOf = (copy: LedgerCopy): WrittenLists => ({
  accounts: [...copy.accounts],
  importBatches: [...copy.importBatches],
  settings: copy.settings,
});

const sameEntries = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

function sameLists(before: WrittenLists, now: WrittenLists): boolean {
  return (
    before.settings === now.settings &&
    sameEntries(before.accounts, now.accounts) &&
    sameEntries(before.importBatches, now.importBatches)
  );
}

/**
 * Writes the copy and the outbox in one IndexedDB transaction: both or neither. Only the pages of
 * rows changed since the copy was last stored are written, unless its rows are all new; rows just
 * read from the server (`fromServer`) are written whatever another tab stored (changedPages.ts).
 */
export async function writeCopy(
  db: IDBDatabase,
  copy: LedgerCopy,
  outbox: readonly OutboxEntry[],
  fromServer?: ReadonlySet<string>,
): Promise<void> {
  const rows = copy.rows;
  const changes = rows instanceof TrackedRows ? rows.takeChanges() : 'all';
  const dropped = rows instanceof TrackedRows ? rows.takeDropped() : new Map();
  // Encoded before the transaction opens: it would commit while the page took its turns.
  const pages = changes === 'all' ? await encodedPages(rows) : undefined;
  const tx = db.transaction([STORE, ROWS], 'readwrite');
  const done = completion(tx);
  const store = tx.objectStore(STORE);
  const importIds = store.get('importIds');
  importIds.onsuccess = () => {
    // Whichever tab sent an import recorded its server id; no tab's write may lose it.
    const stored = importIds.result as Record<string, string> | undefined;
    store.put({ ...stored, ...copy.serverImportIds }, 'importIds');
  };
  if (pages) writeAllPages(pages, tx.objectStore(ROWS));
  else if (changes !== 'all') {
    writeChangedPages(rows, { changes, dropped }, tx.objectStore(ROWS), fromServer);
  }
  const lists = listsOf(copy);
  const { rows: _rows, serverImportIds: _ids, ...meta } = copy;
  const last = written.get(copy);
  let mark = last?.mark;
  const writeLists = () => {
    mark = newMark();
    const stored: Meta = { ...meta, importBatches: importBatchesToStore(meta.importBatches, rows) };
    store.put(stored, 'meta');
    store.put(mark, LISTS_MARK);
  };
  // A copy read from a database that kept no mark writes its lists once, to start one.
  if (last?.mark !== undefined && sameLists(last.lists, lists)) {
    // Another tab may have written its lists (or cleared the copy) since: these are written again.
    const stored = store.get(LISTS_MARK);
    stored.onsuccess = () => {
      if (stored.result !== last.mark) writeLists();
    };
  } else {
    writeLists();
  }
  store.put(copy.seq, SEQ);
  store.put(outbox, 'outbox');
  try {
    await done;
  } catch (error) {
    if (rows instanceof TrackedRows) rows.giveBack(changes, dropped);
    throw error;
  }
  written.set(copy, { lists, mark });
}

/** Writes the outbox alone (after an entry was sent). */
export async function writeOutbox(db: IDBDatabase, outbox: readonly OutboxEntry[]): Promise<void> {
  const tx = db.transaction(STORE, 'readwrite');
  const done = completion(tx);
  tx.objectStore(STORE).put(outbox, 'outbox');
  await done;
}

/** Forgets the copy and the outbox (the next load downloads the ledger again). */
export async function clearCopy(db: IDBDatabase): Promise<void> {
  const tx = db.transaction([STORE, ROWS], 'readwrite');
  const done = completion(tx);
  tx.objectStore(STORE).clear();
  tx.objectStore(ROWS).clear();
  await done;
}
