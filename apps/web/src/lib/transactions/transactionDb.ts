import type { Account, Transaction } from '@cashline/core';
import { appendColumns, sizeOfColumns, toColumns } from './transactionColumns';
import { STORE_NAME, closeConnection, openDatabase } from './appDatabase';
import { completion, requestResult } from './idbRequests';
import { everyChunk, isChunkFormat, readChunks } from './olderLayouts';
import { batchesFromStore, batchesToStore } from './storedBatchIds';
import { readTransactions } from './storedRecords';
import type { ChunkFormat } from './olderLayouts';
import { monthsOf } from './monthGroups';
import { everyPage, pageKey } from './storedPageKeys';
import { readNewestStoredRows } from './storedPreview';
import { readPagesNewestFirst } from './storedPageReads';

/**
 * The IndexedDB side of the transaction store (decisions.md): database and object store named for
 * the app, a small manifest under the key `transactions`, the import batches, the accounts and the
 * remembered import layouts beside it (keys `importBatches`, `accounts`, `importLayouts`).
 *
 * The rows are kept as the synced copy keeps them (copyPages.ts): one record per month, under
 * `rows/YYYY-MM`, each laid out as columns (transactionColumns.ts), which the browser reads several
 * times faster than objects and Chromium stores although a million rows in one value would be
 * refused (~128 MB). A save told which months a change touched (localLedgerBackend.ts derives them
 * from the commands) writes only those, so an edit, an addition or a delete rewrites the month or
 * two it touches; it writes every month when the store is no longer at the revision the change was
 * made on (another tab saved meanwhile), or when it is not told. Earlier
 * versions kept the list in 50,000-row chunks cut by position (`transactions/{n}`, as columns or as
 * objects) or as a plain array under `transactions`; those are still read, and moved to months by
 * the first save (loadStore.ts saves at once when every row passed the checks).
 */
export { DB_NAME, STORE_NAME } from './appDatabase';
export const TRANSACTIONS_KEY = 'transactions';
export const IMPORT_BATCHES_KEY = 'importBatches';
export const ACCOUNTS_KEY = 'accounts';
export const IMPORT_LAYOUTS_KEY = 'importLayouts';
export const CASH_MINIMUM_KEY = 'cashMinimum';
export const CURRENCY_CHOICE_KEY = 'currencyChoice';
/** The manifest's format for rows kept by month. */
export const MONTHS_FORMAT = 'months-v1';

export type StoredData = {
  /** The stored transactions that passed the checks, newest first; undefined when none were ever stored. */
  transactions: Transaction[] | undefined;
  /** How many stored transactions failed the checks and were left out. */
  rejected: number;
  importBatches: unknown;
  /** The stored accounts, unchecked; undefined before accounts existed. */
  accounts: unknown;
  importLayouts: unknown;
  cashMinimum: unknown;
  currencyChoice: unknown;
  /** The stored list's revision (a new one at every save); null when no manifest is stored. */
  revision: string | null;
  /** The rows are in the layout of an earlier version: the next save moves them to months. */
  olderLayout: boolean;
};

export type Manifest =
  | { format: typeof MONTHS_FORMAT; revision: string; count: number }
  | {
      format: ChunkFormat;
      revision: string;
      chunkCount: number;
      count: number;
    };

export function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<Manifest> & { chunkCount?: unknown };
  if (typeof m.revision !== 'string' || !Number.isInteger(m.count)) return false;
  if (m.format === MONTHS_FORMAT) return true;
  return isChunkFormat(m.format) && Number.isInteger(m.chunkCount);
}

export function newRevision(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads what is stored and checks every transaction; those that fail are counted, not kept. */
export async function readStoredData(): Promise<StoredData> {
  const db = await openDatabase();
  const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
  const [head, importBatches, accounts, importLayouts, cashMinimum, currencyChoice] =
    await Promise.all([
      requestResult(store.get(TRANSACTIONS_KEY)),
      requestResult(store.get(IMPORT_BATCHES_KEY)),
      requestResult(store.get(ACCOUNTS_KEY)),
      requestResult(store.get(IMPORT_LAYOUTS_KEY)),
      requestResult(store.get(CASH_MINIMUM_KEY)),
      requestResult(store.get(CURRENCY_CHOICE_KEY)),
    ]);
  const beside = {
    importBatches: batchesFromStore(importBatches),
    accounts,
    importLayouts,
    cashMinimum,
    currencyChoice,
  };
  if (!isManifest(head)) {
    if (head === undefined) {
      return {
        transactions: undefined,
        rejected: 0,
        ...beside,
        revision: null,
        olderLayout: false,
      };
    }
    const { records, rejected } = readTransactions(head);
    return { transactions: records, rejected, ...beside, revision: null, olderLayout: true };
  }
  if (head.format !== MONTHS_FORMAT) {
    const { transactions, rejected } = await readChunks(store, head.format, head.chunkCount);
    return { transactions, rejected, ...beside, revision: head.revision, olderLayout: true };
  }
  const transactions: Transaction[] = [];
  let rejected = 0;
  // Months are keyed oldest first, each newest first: the last month first gives the list newest first.
  await readPagesNewestFirst(store, everyPage(), sizeOfColumns, (value) => {
    rejected += appendColumns(value, transactions);
  });
  return { transactions, rejected, ...beside, revision: head.revision, olderLayout: false };
}

/** The stored list's revision alone (one small read), to tell whether another tab saved since. */
export async function readStoredRevision(): Promise<string | null> {
  const db = await openDatabase();
  const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
  const head = await requestResult(store.get(TRANSACTIONS_KEY));
  return isManifest(head) ? head.revision : null;
}

let preloaded: Promise<StoredData> | undefined;
let previewed: Promise<Transaction[]> | undefined;

/**
 * Starts reading the store before the app first renders: the newest rows first (the first screen
 * of /transactions), then the whole list, so the browser fetches and decodes the months while React
 * draws the frame. The whole read waits for the newest rows, so its decoding cannot hold them up.
 * The provider's first load takes these reads instead of starting its own.
 */
export function preloadStoredData(): void {
  previewed ??= readNewestStoredRows();
  const read = () => readStoredData();
  preloaded ??= previewed.then(read, read);
  // A failed read is reported by the load that takes it, not as an unhandled rejection.
  preloaded.catch(() => undefined);
  previewed.catch(() => undefined);
}

/** The read `preloadStoredData` started, once; later loads read afresh. */
export function takePreloadedData(): Promise<StoredData> | undefined {
  const read = preloaded;
  preloaded = undefined;
  return read;
}

/** The newest rows `preloadStoredData` read first, once. */
export function takePreviewedRows(): Promise<Transaction[]> | undefined {
  const read = previewed;
  previewed = undefined;
  return read;
}

/** The months a change touched, each with its rows after it (none: gone), and the revision it was made on. */
export type ChangedMonths = { base: string; months: ReadonlyMap<string, readonly Transaction[]> };

/** A write that happened: the store's new revision, and whether only the changed months were written. */
export type StoredWrite = { revision: string; onlyChanged: boolean };

/**
 * Writes the rows by month and a new manifest, and what `beside` adds, in one IndexedDB transaction,
 * so a failure (quota, private mode) leaves what was stored before untouched. Given `changed`, and
 * the store still at its base revision, only those months are written; else every month, from
 * `transactions`. `proceed` sees the stored manifest first; false writes nothing (answers null).
 * Rejects with the browser's error.
 */
async function writeMonths(
  transactions: readonly Transaction[],
  beside: (store: IDBObjectStore) => void,
  {
    changed,
    proceed = () => true,
  }: {
    changed?: ChangedMonths;
    proceed?: (stored: unknown) => boolean;
  } = {},
): Promise<StoredWrite | null> {
  const db = await openDatabase();
  const revision = newRevision();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const done = completion(tx);
  const store = tx.objectStore(STORE_NAME);
  let writeError: unknown;
  let wrote: StoredWrite | null = null;
  // Reading the manifest inside this transaction tells whether another tab wrote since the change
  // was made; if so, its months may hold rows this tab never saw, and every month is written.
  const head = store.get(TRANSACTIONS_KEY);
  head.onsuccess = () => {
    try {
      const current = head.result as unknown;
      if (!proceed(current)) return;
      const onlyChanged =
        changed !== undefined &&
        isManifest(current) &&
        current.format === MONTHS_FORMAT &&
        current.revision === changed.base;
      if (onlyChanged) {
        for (const [month, rows] of changed.months) {
          if (rows.length > 0) store.put(toColumns(rows), pageKey(month));
          else store.delete(pageKey(month));
        }
      } else {
        // Requests run in order: the old months and chunks go before the new months are put.
        store.delete(everyPage());
        store.delete(everyChunk());
        for (const [month, rows] of monthsOf(transactions)) {
          store.put(toColumns(rows), pageKey(month));
        }
      }
      const manifest: Manifest = { format: MONTHS_FORMAT, revision, count: transactions.length };
      store.put(manifest, TRANSACTIONS_KEY);
      beside(store);
      wrote = { revision, onlyChanged };
    } catch (error) {
      // A put that throws (quota, a value that cannot be cloned) must undo the whole write.
      tx.abort();
      writeError = error;
    }
  };
  try {
    await done;
  } catch (error) {
    throw writeError ?? error;
  }
  return wrote;
}

/** Everything the store keeps: the list and, beside it, the lists written when given. */
export type StoredLedger = {
  transactions: readonly Transaction[];
  importBatches: readonly unknown[];
  accounts?: readonly Account[];
  importLayouts?: Readonly<Record<string, string>>;
  /** The minimum for total cash; null for none. */
  cashMinimum?: number | null;
  reportingCurrency?: string;
  locale?: string;
};

/** Writes what is kept beside the rows: the import batches and, when given, the other lists. */
export function besideOf(data: Omit<StoredLedger, 'transactions'>) {
  return (store: IDBObjectStore) => {
    store.put(batchesToStore(data.importBatches), IMPORT_BATCHES_KEY);
    if (data.accounts !== undefined) store.put(data.accounts, ACCOUNTS_KEY);
    if (data.importLayouts !== undefined) store.put(data.importLayouts, IMPORT_LAYOUTS_KEY);
    if (data.cashMinimum !== undefined) store.put(data.cashMinimum, CASH_MINIMUM_KEY);
    // Written once chosen, as the other lists beside the rows are written when given.
    if (data.reportingCurrency !== undefined || data.locale !== undefined) {
      store.put(
        { reportingCurrency: data.reportingCurrency, locale: data.locale },
        CURRENCY_CHOICE_KEY,
      );
    }
  };
}

/**
 * Writes every month of the list, the import batches and (when given) the accounts and remembered
 * import layouts together: all of them or, on a failure, none. Answers the new revision.
 */
export async function writeStoredData(data: StoredLedger): Promise<string> {
  const wrote = await writeMonths(data.transactions, besideOf(data));
  if (!wrote) throw new Error('The ledger was not written.');
  return wrote.revision;
}

/**
 * Writes the months a change touched and what is beside the list, or, when another tab saved
 * since the change's base revision, every month of `data` (all or none, as `writeStoredData`).
 */
export async function writeStoredChange(
  data: StoredLedger,
  changed: ChangedMonths,
): Promise<StoredWrite> {
  const wrote = await writeMonths(data.transactions, besideOf(data), { changed });
  if (!wrote) throw new Error('The ledger was not written.');
  return wrote;
}

/**
 * Moves rows read from an earlier layout to months, touching nothing beside them, and only while
 * the store still holds what was read (another tab may have saved since). Answers the new
 * revision, or null when it did not move them.
 */
export async function moveToMonths(read: StoredData): Promise<string | null> {
  const wrote = await writeMonths(read.transactions ?? [], () => undefined, {
    proceed: (stored) =>
      isManifest(stored)
        ? stored.format !== MONTHS_FORMAT && stored.revision === read.revision
        : stored !== undefined && read.revision === null,
  });
  return wrote?.revision ?? null;
}

/** Removes every stored record of the app. */
export async function deleteStoredData(): Promise<void> {
  const db = await openDatabase();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const done = completion(tx);
  tx.objectStore(STORE_NAME).clear();
  await done;
}

/** Forgets the cached connection (tests open a fresh database for each case). */
export function closeDatabase(): void {
  closeConnection();
}
