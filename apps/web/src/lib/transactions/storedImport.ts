import type { Transaction } from '@cashline/core';
import { pageOf } from '../ledger/sync/copyPages';
import { openDatabase } from './appDatabase';
import { completion } from './idbRequests';
import { rowsOfMonth } from './monthGroups';
import { pageKey } from './storedPageKeys';
import { toColumns } from './transactionColumns';
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

/** Makes an import's rows, newest first, handing each to `visit`; answers their ids in order. */
export type ImportedRows = (visit: (row: Transaction) => void) => string[];

/** Thrown inside the write when the rows do not come month by month: nothing is written. */
class NotByMonth extends Error {}

/**
 * Whether the store holds what `base` is: the months at its revision, or (no revision) nothing
 * at all, as in a browser that has never stored a row.
 */
function storeIsAt(stored: unknown, base: ImportBase): boolean {
  if (base.revision === null) return stored === undefined && base.rows.length === 0;
  return isManifest(stored) && stored.format === MONTHS_FORMAT && stored.revision === base.revision;
}

/**
 * Writes an import into the store as `forEachImportedRow` makes its rows, a month at a time: each
 * month the import reaches is written as columns (its imported rows first, then those the ledger
 * had, as the import command orders them), and no row is held past its month. With the batch and
 * the lists beside the rows (`beside`, given the rows' ids), in one IndexedDB transaction: all or
 * nothing. Answers the new revision and the ids; null, writing nothing, when the store is not at
 * `base` (another tab saved) or the rows do not come a month at a time. Rejects with the error a
 * row or the browser threw.
 */
export async function writeImportedMonths(
  base: ImportBase,
  makeRows: ImportedRows,
  beside: (ids: string[]) => Omit<StoredLedger, 'transactions'>,
): Promise<{ revision: string; ids: readonly string[] } | null> {
  const db = await openDatabase();
  const revision = newRevision();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const done = completion(tx);
  const store = tx.objectStore(STORE_NAME);
  let failure: unknown;
  let wrote: { revision: string; ids: readonly string[] } | null = null;
  const head = store.get(TRANSACTIONS_KEY);
  head.onsuccess = () => {
    try {
      if (!storeIsAt(head.result, base)) return;
      const written = new Set<string>();
      let month = '';
      let run: Transaction[] = [];
      const putMonth = () => {
        if (run.length === 0) return;
        const had = rowsOfMonth(base.rows, month);
        store.put(toColumns(had.length > 0 ? run.concat(had) : run), pageKey(month));
        written.add(month);
      };
      let count = 0;
      const ids = makeRows((row) => {
        // Compared in place: cutting each row's month out would make a string per row.
        if (run.length === 0 || !row.date.startsWith(month)) {
          putMonth();
          month = pageOf(row);
          if (written.has(month)) throw new NotByMonth();
          run = [];
        }
        run.push(row);
        count += 1;
      });
      putMonth();
      const manifest: Manifest = {
        format: MONTHS_FORMAT,
        revision,
        count: base.rows.length + count,
      };
      store.put(manifest, TRANSACTIONS_KEY);
      besideOf(beside(ids))(store);
      wrote = { revision, ids };
    } catch (error) {
      tx.abort();
      failure = error;
    }
  };
  try {
    await done;
  } catch (error) {
    if (failure instanceof NotByMonth) return null;
    throw failure ?? error;
  }
  return wrote;
}
