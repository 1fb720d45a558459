import type { LedgerTransaction } from '@cashline/core';
import type { ServerLedgerApi } from '../serverLedgerApi';
import { listsOf, rawLists } from './copySync';
import type { RawLists } from './copySync';
import type { LedgerCopy } from './ledgerCopyDb';
import type { OutboxEntry } from './outbox';

/**
 * What the server holds of what a refused change touched: putting it back in the copy undoes the
 * change there without downloading the ledger. Tabs pass it to each other as it is.
 */
export type ReadBack = {
  /** The server's rows of the ids the change touched. */
  rows: LedgerTransaction[];
  /** Ids the change touched that the server does not have (a refused create, a row deleted since). */
  gone: string[];
  /** The accounts, imports and settings, when the change was to one of them or was an import. */
  lists?: RawLists;
};

/** The transaction ids an entry names (an undo names its import instead). */
function idsOf(entry: OutboxEntry): string[] {
  if (entry.kind === 'batch') {
    return [...entry.create.map((tx) => tx.id), ...entry.edit.map((e) => e.id), ...entry.delete];
  }
  if (entry.kind === 'import') return entry.transactions.map((tx) => tx.id);
  return [];
}

/** Reads from the server what the refused entry touched: its rows by id, an import's rows, the lists. */
export async function readBack(
  api: ServerLedgerApi,
  entry: OutboxEntry,
  copy: LedgerCopy,
): Promise<ReadBack> {
  const ids = [...new Set(idsOf(entry))];
  const rows = ids.length === 0 ? [] : await api.transactionsById(ids);
  if (entry.kind === 'undo-import') {
    const serverId = copy.serverImportIds[entry.importId] ?? entry.importId;
    rows.push(...(await api.allTransactions(undefined, serverId)));
  }
  const found = new Set(rows.map((row) => row.id));
  const gone = ids.filter((id) => !found.has(id));
  if (entry.kind === 'batch') return { rows, gone };
  return { rows, gone, lists: await rawLists(api) };
}

/**
 * Puts the server's rows and lists in the copy, in place, and removes the rows it does not have. A
 * row the copy holds at a later version than the one read (this tab caught up since) stays.
 */
export function putBack(copy: LedgerCopy, back: ReadBack): void {
  for (const row of back.rows) {
    const held = copy.rows.get(row.id);
    if (!held || held.version <= row.version) copy.rows.set(row.id, row);
  }
  for (const id of back.gone) copy.rows.delete(id);
  if (back.lists) Object.assign(copy, listsOf(back.lists, copy.rows));
}

/** A message from another tab: what it read back, and the key of the entry it undid. */
export function undoneIn(data: unknown): { readBack: ReadBack; key?: string } | undefined {
  if (typeof data !== 'object' || data === null || !('readBack' in data)) return undefined;
  return data as { readBack: ReadBack; key?: string };
}
