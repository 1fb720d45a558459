import type { Transaction } from '@cashline/core';
import { STORE_NAME, openDatabase } from './appDatabase';
import { readNewestPages } from './storedPageReads';
import { everyPage } from './storedPageKeys';
import { fromColumns } from './transactionColumns';

/** Rows enough to fill the first screen of /transactions, and then some. */
export const PREVIEW_ROWS = 200;

/**
 * The newest stored rows (whole months, newest first, at least `atLeast` when the store has them),
 * read apart from the rest so the first screen does not wait for a million rows to be decoded.
 * Rows in an earlier layout than months are not previewed.
 */
export async function readNewestStoredRows(atLeast = PREVIEW_ROWS): Promise<Transaction[]> {
  const db = await openDatabase();
  const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
  return readNewestPages(store, everyPage(), atLeast, (page) => fromColumns(page).records);
}
