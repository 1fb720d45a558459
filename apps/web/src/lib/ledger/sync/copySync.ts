import { DEFAULT_ACCOUNT_ID, forEachColumnsRow } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { readCurrencyChoice } from '../../transactions/currencyChoice';
import type { ImportBatch } from '../../transactions/storedRecords';
import type { ServerLedgerApi } from '../serverLedgerApi';
import type { LedgerCopy } from './ledgerCopyDb';
import type { Settings } from './outbox';
import type { CopyRows } from './copyRows';
import { forEachRow } from './forEachRow';
import { TrackedRows } from './trackedRows';

export type Lists = Pick<LedgerCopy, 'accounts' | 'importBatches' | 'settings'>;

/** The imports still in the ledger, with the ids of their rows (for "undo import"). */
function importBatchesOf(
  imports: Awaited<ReturnType<ServerLedgerApi['imports']>>,
  rows: CopyRows,
): ImportBatch[] {
  const idsByImport = new Map<string, string[]>();
  const accountByImport = new Map<string, string>();
  forEachRow(rows, (row, importId) => {
    if (!importId) return;
    const ids = idsByImport.get(importId);
    if (ids) ids.push(row.id);
    else idsByImport.set(importId, [row.id]);
    if (row.accountId) accountByImport.set(importId, row.accountId);
  });
  return imports.map((batch) => ({
    id: batch.id,
    fileName: batch.fileName,
    importedAt: batch.committedAt ?? batch.createdAt,
    transactionIds: idsByImport.get(batch.id) ?? [],
    accountId: accountByImport.get(batch.id) ?? DEFAULT_ACCOUNT_ID,
  }));
}

/** The accounts, the imports and the settings document, as the server answers them. */
export type RawLists = [
  Awaited<ReturnType<ServerLedgerApi['accounts']>>,
  Awaited<ReturnType<ServerLedgerApi['imports']>>,
  Awaited<ReturnType<ServerLedgerApi['document']>>,
];

export const rawLists = (api: ServerLedgerApi): Promise<RawLists> =>
  Promise.all([api.accounts(), api.imports(), api.document('settings')]);

/** The lists as the copy keeps them; imports name their rows among `rows`. */
export function listsOf([accounts, imports, settings]: RawLists, rows: CopyRows): Lists {
  const value = (settings.value ?? {}) as Partial<Settings>;
  return {
    accounts,
    importBatches: importBatchesOf(imports, rows),
    settings: {
      version: settings.version,
      value: {
        importLayouts: value.importLayouts ?? {},
        cashMinimum: value.cashMinimum ?? null,
        ...readCurrencyChoice(value),
      },
    },
  };
}

/** The small lists beside the rows, as the server has them now. */
export async function fetchLists(api: ServerLedgerApi, rows: CopyRows): Promise<Lists> {
  return listsOf(await rawLists(api), rows);
}

/** Told the newest rows of a download (up to `count`) as soon as its first page is read. */
export type FirstRows = { count: number; take: (rows: readonly Transaction[]) => void };

/**
 * Every row of the ledger, read from its columns a page at a time and added by slot, as a stored
 * copy's rows are: no index by id is built before the rows are shown (a row a page boundary saw
 * twice, moved by an edit meanwhile, is kept once when it is). `first` hears the first page's
 * newest rows before the next page is read.
 */
async function downloadRows(api: ServerLedgerApi, first?: FirstRows): Promise<TrackedRows> {
  const rows = new TrackedRows();
  let tell = first;
  await api.allTransactionColumns((page) => {
    const count = tell?.count ?? 0;
    const newest: Transaction[] = [];
    forEachColumnsRow(page, (row, version, importId) => {
      if (newest.length < count) newest.push(row);
      rows.addStored(row, version, importId);
    });
    tell?.take(newest);
    tell = undefined;
  });
  return rows;
}

/**
 * The whole ledger, current as of the seq read before the rows (what lands meanwhile is read
 * again); `first` hears its newest rows once they are read.
 */
export async function downloadCopy(api: ServerLedgerApi, first?: FirstRows): Promise<LedgerCopy> {
  const feed = await api.changesSince(0, 1);
  const [rows, lists] = await Promise.all([downloadRows(api, first), rawLists(api)]);
  return { seq: feed.headSeq, rows, ...listsOf(lists, rows), serverImportIds: {} };
}
