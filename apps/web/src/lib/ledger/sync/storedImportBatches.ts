import type { ImportBatch } from '../../transactions/storedRecords';
import type { CopyRows } from './copyRows';
import { forEachRow } from './forEachRow';

/** Stored in place of an import's ids: they are those of the copy's rows from that import. */
export const ROWS_OF_IMPORT = 'rowsOfImport';

/** An import as the copy stores it: its row ids, or `ROWS_OF_IMPORT`. */
export type StoredImportBatch = Omit<ImportBatch, 'transactionIds'> & {
  transactionIds: string[] | typeof ROWS_OF_IMPORT;
};

/** Shorter lists are stored as they are: reading them back costs little. */
const LONG_LIST = 1000;

/**
 * The imports to store with the copy. A long list of ids that names exactly the copy's rows from
 * that import, in their order (as the copy makes it: copySync.ts), is stored as `ROWS_OF_IMPORT`:
 * reading a million ids back from IndexedDB would make a million strings the rows hold already.
 */
export function importBatchesToStore(
  batches: readonly ImportBatch[],
  rows: CopyRows,
): StoredImportBatch[] {
  /** Per long list, how many of its ids the rows matched so far; -1 once one did not. */
  const matched = new Map<string, { ids: readonly string[]; next: number }>();
  for (const batch of batches) {
    if (batch.transactionIds.length < LONG_LIST) continue;
    // Two imports of one id cannot both be the rows of that import.
    if (matched.has(batch.id)) matched.set(batch.id, { ids: [], next: -1 });
    else matched.set(batch.id, { ids: batch.transactionIds, next: 0 });
  }
  if (matched.size === 0) return [...batches];
  forEachRow(rows, (row, importId) => {
    const list = importId === undefined ? undefined : matched.get(importId);
    if (list && list.next >= 0) list.next = list.ids[list.next] === row.id ? list.next + 1 : -1;
  });
  return batches.map((batch) => {
    const list = matched.get(batch.id);
    return list && list.next === list.ids.length
      ? { ...batch, transactionIds: ROWS_OF_IMPORT }
      : batch;
  });
}

/** The imports as stored, each with its list of ids (those of the copy's rows from it where stored so). */
export function importBatchesRead(
  stored: readonly StoredImportBatch[],
  rows: CopyRows,
): ImportBatch[] {
  const lists = new Map<string, string[]>();
  for (const batch of stored) {
    if (batch.transactionIds === ROWS_OF_IMPORT) lists.set(batch.id, []);
  }
  if (lists.size > 0) {
    forEachRow(rows, (row, importId) => {
      if (importId !== undefined) lists.get(importId)?.push(row.id);
    });
  }
  return stored.map((batch) =>
    batch.transactionIds === ROWS_OF_IMPORT
      ? { ...batch, transactionIds: lists.get(batch.id) ?? [] }
      : { ...batch, transactionIds: batch.transactionIds },
  );
}
