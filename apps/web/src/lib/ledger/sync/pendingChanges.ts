import { withFieldChanges } from '@cashline/core';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';
import { forEachRow } from './forEachRow';
import type { CopyRows } from './copyRows';

/**
 * Applies changes not yet sent over a copy, in place: what the user did in this browser stays in
 * view while the copy catches up with the server, and until the server has it. Rows keep the
 * version the edit was based on, so the server's answer (a higher version) replaces them.
 */
export function applyPending(copy: LedgerCopy, entries: readonly OutboxEntry[]): void {
  for (const entry of entries) {
    applyPendingRows(copy.rows, entry, copy.serverImportIds);
    if (entry.kind === 'import') {
      if (!importListed(copy, entry.batch.id, entry.transactions[0]?.id)) {
        copy.importBatches.push(entry.batch);
      }
    } else if (entry.kind === 'undo-import') {
      const ids = importIdsOf(entry.importId, copy.serverImportIds);
      copy.importBatches = copy.importBatches.filter((batch) => !ids.has(batch.id));
    } else if (entry.kind === 'account-create') {
      if (!copy.accounts.some((a) => a.id === entry.account.id)) {
        copy.accounts.push({ ...entry.account, version: 1 });
      }
    } else if (entry.kind === 'account-edit') {
      copy.accounts = copy.accounts.map((account) =>
        account.id === entry.id ? withFieldChanges(account, entry.changes) : account,
      );
    } else if (entry.kind === 'settings') {
      copy.settings = { ...copy.settings, value: entry.value };
    }
  }
}

/**
 * What one change not yet sent does to the rows, in place (the lists are `applyPending`'s): the
 * whole copy's rows, or the newest ones a reopened page shows first (newestShown.ts).
 */
export function applyPendingRows(
  rows: CopyRows,
  entry: OutboxEntry,
  serverImportIds: Readonly<Record<string, string>>,
): void {
  if (entry.kind === 'batch') {
    for (const tx of entry.create) {
      if (!rows.has(tx.id)) rows.set(tx.id, { ...tx, version: 1 });
    }
    for (const edit of entry.edit) {
      const row = rows.get(edit.id);
      if (row) rows.set(edit.id, withFieldChanges(row, edit.changes));
    }
    for (const id of entry.delete) rows.delete(id);
  } else if (entry.kind === 'import') {
    for (const tx of entry.transactions) {
      if (!rows.has(tx.id)) rows.set(tx.id, { ...tx, version: 1, importId: entry.batch.id });
    }
  } else if (entry.kind === 'undo-import') {
    const ids = importIdsOf(entry.importId, serverImportIds);
    forEachRow(rows, (row, importId) => {
      if (importId && ids.has(importId)) rows.delete(row.id);
    });
  }
}

/** An import's ids: the one the store gave it and, once sent, the server's. */
const importIdsOf = (id: string, serverImportIds: Readonly<Record<string, string>>) =>
  new Set([id, serverImportIds[id]]);

/**
 * Whether the copy lists the import already: by the id the store gave it, by the server's, or as
 * the server's import holding its rows. The feed can bring a committed import (its rows and its
 * entry in the list, under the server's id) before this tab hears the server's id from the tab
 * that sent it, while the import still waits in the outbox: listed again, it would show twice.
 */
function importListed(copy: LedgerCopy, id: string, firstRowId: string | undefined): boolean {
  const serverId = copy.serverImportIds[id];
  const heldBy = firstRowId === undefined ? undefined : copy.rows.get(firstRowId)?.importId;
  if (heldBy !== undefined && heldBy !== id) return true;
  return copy.importBatches.some((batch) => batch.id === id || batch.id === serverId);
}

/**
 * Once an import has reached the server, its rows and its entry in the list carry the server's id
 * for it, in place: the feed names the import by that id (an undo among others), whichever tab
 * sent it and however old the copy it is applied to.
 */
export function tagSentImports(copy: LedgerCopy): void {
  const ids = copy.serverImportIds;
  if (Object.keys(ids).length === 0) return;
  const tagged: string[] = [];
  forEachRow(copy.rows, (row, importId) => {
    if (importId !== undefined && ids[importId]) tagged.push(row.id);
  });
  for (const id of tagged) {
    const row = copy.rows.get(id);
    const serverId = row?.importId === undefined ? undefined : ids[row.importId];
    if (row && serverId) copy.rows.set(id, { ...row, importId: serverId });
  }
  // An import listed under both ids (the feed's and the store's) is listed once, as the feed has it.
  const listed = new Set<string>();
  copy.importBatches = copy.importBatches.flatMap((batch) => {
    const id = ids[batch.id] ?? batch.id;
    if (listed.has(id)) return [];
    listed.add(id);
    return [id === batch.id ? batch : { ...batch, id }];
  });
}
