import type { Transaction } from '@cashline/core';
import { openDatabase } from './appDatabase';
import { completion } from './idbRequests';
import { rowsOfMonth } from './monthGroups';
import { pageKey } from './storedPageKeys';
import type { TransactionColumns } from './transactionColumns';
import {
  MONTHS_FORMAT,
  STORE_NAME,
  TRANSACTIONS_KEY,
  besideOf,
  isManifest,
  newRevision,
} from './transactionDb';
import type { Manifest, StoredLedger } from './transactionDb';

/** The ledger an import is written into: its rows grouped by month, and the store's revision of them. */
export type ImportBase = { rows: readonly Transaction[]; revision: string | null };

/** One month an import reaches: its rows are those at positions `from` to `to` (excluded). */
export type ImportMonth = { month: string; from: number; to: number };

/**
 * Whether the store holds what `base` is: the months at its revision, or (no revision) nothing
 * at all, as in a browser that has never stored a row.
 */
function storeIsAt(stored: unknown, base: ImportBase): boolean {
  if (base.revision === null) return stored === undefined && base.rows.length === 0;
  return isManifest(stored) && stored.format === MONTHS_FORMAT && stored.revision === base.revision;
}

/**
 * Writes an import into the store a month at a time: `columnsOf` lays out each month the import
 * reaches, given the rows the ledger had in it, and the record is put at once, so no month's rows
 * outlive its record. With a new manifest of `count` rows and what is beside them, in one
 * IndexedDB transaction: all or nothing. Answers the new revision; null, writing nothing, when the
 * store is not at `base` (another tab saved). Rejects with the error `columnsOf` or the browser
 * threw.
 */
export async function writeImportedMonths(
  base: ImportBase,
  months: readonly ImportMonth[],
  columnsOf: (month: ImportMonth, had: Transaction[]) => TransactionColumns,
  beside: Omit<StoredLedger, 'transactions'> & { count: number },
): Promise<string | null> {
  const db = await openDatabase();
  const revision = newRevision();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const done = completion(tx);
  const store = tx.objectStore(STORE_NAME);
  let failure: unknown;
  let wrote: string | null = null;
  const head = store.get(TRANSACTIONS_KEY);
  head.onsuccess = () => {
    try {
      if (!storeIsAt(head.result, base)) return;
      for (const month of months) {
        store.put(columnsOf(month, rowsOfMonth(base.rows, month.month)), pageKey(month.month));
      }
      const manifest: Manifest = { format: MONTHS_FORMAT, revision, count: beside.count };
      store.put(manifest, TRANSACTIONS_KEY);
      besideOf(beside)(store);
      wrote = revision;
    } catch (error) {
      tx.abort();
      failure = error;
    }
  };
  try {
    await done;
  } catch (error) {
    throw failure ?? error;
  }
  return wrote;
}
