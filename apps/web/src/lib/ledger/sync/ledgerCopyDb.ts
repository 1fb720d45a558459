import type { LedgerAccount, LedgerTransaction } from '@cashline/core';
import type { ImportBatch } from '../../transactions/storedRecords';
import { fromColumns, toColumns } from '../../transactions/transactionColumns';
import type { CopyRows } from './applyChanges';
import type { OutboxEntry, Settings } from './outbox';

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
const CHUNK_ROWS = 50_000;
type Meta = Omit<LedgerCopy, 'rows' | 'serverImportIds'> & {
  chunkCount: number;
  revision?: string;
};
/** A chunk of rows as columns (transactionColumns.ts) with each row's version and import. */
type StoredChunk = { columns: unknown; versions: Uint32Array; importIds: (string | undefined)[] };

/** Each organisation and user has a database of their own, so signing out never mixes ledgers. */
export function copyDatabaseName(orgId: string, userId: string): string {
  return `cashline-ledger:${orgId}:${userId}`;
}

export function openCopyDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
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

function encode(rows: readonly LedgerTransaction[]): StoredChunk {
  return {
    columns: toColumns(rows),
    versions: Uint32Array.from(rows, (row) => row.version),
    importIds: rows.map((row) => row.importId),
  };
}

function decode(chunk: StoredChunk | undefined, into: CopyRows): void {
  if (!chunk) return;
  const extra = new Map<string, number>();
  const ids = (chunk.columns as { id?: unknown }).id;
  if (Array.isArray(ids)) ids.forEach((id, i) => extra.set(String(id), i));
  for (const record of fromColumns(chunk.columns).records) {
    const i = extra.get(record.id);
    if (i === undefined) continue;
    const importId = chunk.importIds[i];
    into.set(record.id, {
      ...record,
      version: chunk.versions[i] ?? 1,
      ...(importId ? { importId } : {}),
    });
  }
}

/** The stored copy and its outbox; no copy when this browser never downloaded the ledger. */
export async function readCopy(
  db: IDBDatabase,
): Promise<{ copy: LedgerCopy | undefined; outbox: OutboxEntry[] }> {
  const store = db.transaction(STORE, 'readonly').objectStore(STORE);
  const [meta, outbox, serverImportIds] = await Promise.all([
    result<Meta | undefined>(store.get('meta')),
    result<OutboxEntry[] | undefined>(store.get('outbox')),
    result<Record<string, string> | undefined>(store.get('importIds')),
  ]);
  if (!meta) return { copy: undefined, outbox: outbox ?? [] };
  const chunks = await Promise.all(
    Array.from({ length: meta.chunkCount }, (_, i) =>
      result<StoredChunk | undefined>(store.get(`rows/${i}`)),
    ),
  );
  const rows: CopyRows = new Map();
  for (const chunk of chunks) decode(chunk, rows);
  const { chunkCount: _chunkCount, revision: _revision, ...rest } = meta;
  return { copy: { ...rest, rows, serverImportIds: serverImportIds ?? {} }, outbox: outbox ?? [] };
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

/** The chunks this page last wrote to each database, to skip rewriting those unchanged. */
const lastWritten = new WeakMap<IDBDatabase, { revision: string; chunks: LedgerTransaction[][] }>();

const sameRows = (a: readonly LedgerTransaction[] | undefined, b: readonly LedgerTransaction[]) =>
  a !== undefined && a.length === b.length && a.every((row, i) => row === b[i]);

/**
 * Writes the copy and the outbox in one IndexedDB transaction: both or neither. A chunk holding
 * the very rows this page last wrote there is not written again, unless another tab wrote since.
 */
export async function writeCopy(
  db: IDBDatabase,
  copy: LedgerCopy,
  outbox: readonly OutboxEntry[],
): Promise<void> {
  const rows = [...copy.rows.values()];
  const chunks: LedgerTransaction[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) chunks.push(rows.slice(i, i + CHUNK_ROWS));
  const revision = crypto.randomUUID();
  const known = lastWritten.get(db);
  lastWritten.delete(db);
  const tx = db.transaction(STORE, 'readwrite');
  const done = completion(tx);
  const store = tx.objectStore(STORE);
  const importIds = store.get('importIds');
  importIds.onsuccess = () => {
    // Whichever tab sent an import recorded its server id; no tab's write may lose it.
    const stored = importIds.result as Record<string, string> | undefined;
    store.put({ ...stored, ...copy.serverImportIds }, 'importIds');
  };
  const before = store.get('meta');
  before.onsuccess = () => {
    const previous = before.result as Meta | undefined;
    const trusted = known !== undefined && previous?.revision === known.revision;
    chunks.forEach((chunk, i) => {
      if (!trusted || !sameRows(known.chunks[i], chunk)) store.put(encode(chunk), `rows/${i}`);
    });
    for (let i = chunks.length; i < (previous?.chunkCount ?? 0); i += 1) store.delete(`rows/${i}`);
    const { rows: _rows, serverImportIds: _ids, ...lists } = copy;
    const meta: Meta = { ...lists, chunkCount: chunks.length, revision };
    store.put(meta, 'meta');
    store.put(outbox, 'outbox');
  };
  await done;
  lastWritten.set(db, { revision, chunks });
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
  const tx = db.transaction(STORE, 'readwrite');
  const done = completion(tx);
  tx.objectStore(STORE).clear();
  await done;
}
