import type { Account, Transaction } from '@cashline/core';
import { fromColumns, toColumns } from './transactionColumns';
import { readTransactions } from './storedRecords';

/**
 * The IndexedDB side of the transaction store (decisions.md): database and object store named for
 * the app, the list kept under the key `transactions`, the import batches, the accounts and the
 * remembered import layouts beside it (keys `importBatches`, `accounts`, `importLayouts`).
 *
 * Chromium refuses a single value over ~128 MB and a million transactions serialise to more, so the
 * list is written in chunks: `transactions` holds a small manifest and `transactions/{n}` the chunks.
 * Chunks are stored oldest-first so adding (which puts new transactions first) touches only the last
 * chunk; a chunk equal to what this page last wrote is not written again. Each chunk is laid out as
 * columns (transactionColumns.ts), which the browser reads several times faster than objects.
 * Chunks of objects (`chunked-v1`) and a plain array under `transactions`, written by earlier
 * versions, are still read; the next save rewrites them as columns.
 */
export const DB_NAME = 'cashline';
export const STORE_NAME = 'cashline';
export const TRANSACTIONS_KEY = 'transactions';
export const IMPORT_BATCHES_KEY = 'importBatches';
export const ACCOUNTS_KEY = 'accounts';
export const IMPORT_LAYOUTS_KEY = 'importLayouts';
export const CASH_MINIMUM_KEY = 'cashMinimum';
export const CURRENCY_CHOICE_KEY = 'currencyChoice';
export const CHUNK_SIZE = 50_000;
export const CHUNK_FORMAT = 'columns-v1';

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
};

type Manifest = {
  format: typeof CHUNK_FORMAT | 'chunked-v1';
  revision: string;
  chunkCount: number;
  count: number;
};

/** What this page last wrote or read, to skip rewriting unchanged chunks. */
let lastKnown: { revision: string; chunks: Transaction[][] } | null = null;
let connection: Promise<IDBDatabase> | undefined;

function chunkKey(index: number): string {
  return `${TRANSACTIONS_KEY}/${index}`;
}

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<Manifest>;
  return (
    (m.format === CHUNK_FORMAT || m.format === 'chunked-v1') &&
    typeof m.revision === 'string' &&
    Number.isInteger(m.chunkCount) &&
    Number.isInteger(m.count)
  );
}

function newRevision(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function openDatabase(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE_NAME)) {
        request.result.createObjectStore(STORE_NAME);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting or upgrading the database must not be blocked by this connection.
      db.onversionchange = () => {
        db.close();
        connection = undefined;
      };
      resolve(db);
    };
    request.onerror = () =>
      reject(request.error ?? new Error('Could not open the browser database'));
    request.onblocked = () => reject(new Error('The browser database is blocked by another tab'));
  }).catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('The save was aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('The save failed'));
  });
}

function requestResult(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () =>
      reject(request.error ?? new Error('Could not read the browser database'));
  });
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => Object.is(x[key], y[key]));
}

function sameChunk(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!shallowEqual(a[i], b[i])) return false;
  return true;
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
  const beside = { importBatches, accounts, importLayouts, cashMinimum, currencyChoice };
  if (!isManifest(head)) {
    lastKnown = null;
    if (head === undefined) {
      return { transactions: undefined, rejected: 0, ...beside, revision: null };
    }
    const { records, rejected } = readTransactions(head);
    return { transactions: records, rejected, ...beside, revision: null };
  }
  const chunks = await Promise.all(
    Array.from({ length: head.chunkCount }, (_, i) => requestResult(store.get(chunkKey(i)))),
  );
  const decoded = chunks.map((chunk) =>
    head.format === CHUNK_FORMAT ? fromColumns(chunk) : readTransactions(chunk),
  );
  const rejected = decoded.reduce((sum, chunk) => sum + chunk.rejected, 0);
  // Chunks of the older layout, or with records left out, must all be written again on save.
  lastKnown =
    head.format === CHUNK_FORMAT && rejected === 0
      ? { revision: head.revision, chunks: decoded.map((chunk) => chunk.records) }
      : null;
  const records = decoded.flatMap((chunk) => chunk.records).reverse();
  return { transactions: records, rejected, ...beside, revision: head.revision };
}

/** The stored list's revision alone (one small read), to tell whether another tab saved since. */
export async function readStoredRevision(): Promise<string | null> {
  const db = await openDatabase();
  const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
  const head = await requestResult(store.get(TRANSACTIONS_KEY));
  return isManifest(head) ? head.revision : null;
}

let preloaded: Promise<StoredData> | undefined;

/**
 * Starts reading the store before the app first renders, so the browser fetches and decodes the
 * chunks while React draws the frame. The provider's first load takes this read instead of
 * starting its own.
 */
export function preloadStoredData(): void {
  preloaded ??= readStoredData();
  // A failed read is reported by the load that takes it, not as an unhandled rejection.
  preloaded.catch(() => undefined);
}

/** The read `preloadStoredData` started, once; later loads read afresh. */
export function takePreloadedData(): Promise<StoredData> | undefined {
  const read = preloaded;
  preloaded = undefined;
  return read;
}

/**
 * Writes the list, the import batches and (when given) the accounts and remembered import layouts
 * in one IndexedDB transaction, so a failure (quota, private mode) leaves what was stored before
 * untouched. Rejects with the browser's error.
 */
export async function writeStoredData(data: {
  transactions: readonly Transaction[];
  importBatches: readonly unknown[];
  accounts?: readonly Account[];
  importLayouts?: Readonly<Record<string, string>>;
  /** The minimum for total cash; null for none. */
  cashMinimum?: number | null;
  reportingCurrency?: string;
  locale?: string;
}): Promise<void> {
  const db = await openDatabase();
  const oldestFirst = data.transactions.slice().reverse();
  const chunks: Transaction[][] = [];
  for (let i = 0; i < oldestFirst.length; i += CHUNK_SIZE) {
    chunks.push(oldestFirst.slice(i, i + CHUNK_SIZE));
  }
  const revision = newRevision();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const done = completion(tx);
  const store = tx.objectStore(STORE_NAME);
  const known = lastKnown;
  let writeError: unknown;
  // Reading the manifest inside this transaction tells whether another tab wrote since this page
  // last looked; if so, every chunk is written, none is assumed unchanged.
  const head = store.get(TRANSACTIONS_KEY);
  head.onsuccess = () => {
    try {
      const current = head.result as unknown;
      const trusted = known !== null && isManifest(current) && current.revision === known.revision;
      const previousCount = isManifest(current) ? current.chunkCount : 0;
      chunks.forEach((chunk, i) => {
        if (!trusted || !sameChunk(known.chunks[i], chunk)) {
          store.put(toColumns(chunk), chunkKey(i));
        }
      });
      for (let i = chunks.length; i < previousCount; i += 1) store.delete(chunkKey(i));
      const manifest: Manifest = {
        format: CHUNK_FORMAT,
        revision,
        chunkCount: chunks.length,
        count: oldestFirst.length,
      };
      store.put(manifest, TRANSACTIONS_KEY);
      store.put(data.importBatches, IMPORT_BATCHES_KEY);
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
    } catch (error) {
      // A put that throws (quota, a value that cannot be cloned) must undo the whole write.
      tx.abort();
      writeError = error;
    }
  };
  try {
    await done;
  } catch (error) {
    lastKnown = null;
    throw writeError ?? error;
  }
  lastKnown = { revision, chunks };
}

/** Removes every stored record of the app. */
export async function deleteStoredData(): Promise<void> {
  const db = await openDatabase();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const done = completion(tx);
  tx.objectStore(STORE_NAME).clear();
  await done;
  lastKnown = null;
}

/** Forgets the cached connection (tests open a fresh database for each case). */
export function closeDatabase(): void {
  void connection?.then((db) => db.close()).catch(() => undefined);
  connection = undefined;
  lastKnown = null;
}
