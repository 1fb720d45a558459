import type { Transaction } from '@cashline/core';
import { pageOf } from './copyPages';
import { forEachRow } from './forEachRow';
import { readNewestCopyRows } from './ledgerCopyDb';
import type { NewestCopyRows } from './ledgerCopyDb';
import { applyPendingRows } from './pendingChanges';

/**
 * What a reopened page shows first: the copy's newest rows with the changes still to be sent over
 * them, as the whole copy shows them once read (an edit made offline stays in view across a
 * reload, even when the copy's pages were not stored after it). Unless every page was read, a row
 * added or moved to a month older than those read is left to the whole copy, which shows it in its
 * place rather than after rows not read.
 */
export function newestShown({
  rows,
  whole,
  outbox,
  serverImportIds,
}: NewestCopyRows): Transaction[] {
  let oldest: string | undefined;
  forEachRow(rows, (row) => {
    const page = pageOf(row);
    if (oldest === undefined || page < oldest) oldest = page;
  });
  for (const entry of outbox) applyPendingRows(rows, entry, serverImportIds);
  const shown: Transaction[] = [];
  forEachRow(rows, (row) => {
    if (whole || oldest === undefined || pageOf(row) >= oldest) shown.push(row);
  });
  return shown;
}

/** The newest rows of the stored copy as `newestShown` shows them; none without a stored copy. */
export async function readNewestShown(db: IDBDatabase, atLeast: number): Promise<Transaction[]> {
  const newest = await readNewestCopyRows(db, atLeast);
  return newest.rows.size > 0 ? newestShown(newest) : [];
}
