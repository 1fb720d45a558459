import { DEFAULT_ACCOUNT_ID } from '@cashline/core';
import type { Account, LedgerTransaction, Transaction } from '@cashline/core';
import { todayIso } from '../clock';
import { withAccounts } from '../transactions/accountMigration';
import type { StoreData } from '../transactions/storeChanges';
import type { ImportBatch } from '../transactions/storedRecords';
import type { LedgerBackend, SaveProgress } from './ledgerBackend';
import { ledgerDiff } from './ledgerDiff';
import { CHUNK, serverLedgerApi } from './serverLedgerApi';
import type { ServerLedgerApi } from './serverLedgerApi';

const POLL_MS = 4000;

type Settings = { importLayouts: Record<string, string>; cashMinimum: number | null };

function withoutServerFields({ version: _version, importId: _importId, ...tx }: LedgerTransaction) {
  return tx as Transaction;
}

/** The imports still in the ledger, with the ids of their rows (for "undo import"). */
function importBatchesOf(
  imports: Awaited<ReturnType<ServerLedgerApi['imports']>>,
  rows: readonly LedgerTransaction[],
): ImportBatch[] {
  const idsByImport = new Map<string, string[]>();
  const accountByImport = new Map<string, string>();
  for (const row of rows) {
    if (!row.importId) continue;
    idsByImport.set(row.importId, [...(idsByImport.get(row.importId) ?? []), row.id]);
    if (row.accountId) accountByImport.set(row.importId, row.accountId);
  }
  return imports.map((batch) => ({
    id: batch.id,
    fileName: batch.fileName,
    importedAt: batch.committedAt ?? batch.createdAt,
    transactionIds: idsByImport.get(batch.id) ?? [],
    accountId: accountByImport.get(batch.id) ?? DEFAULT_ACCOUNT_ID,
  }));
}

/**
 * The organisation's ledger on the server. A save becomes the API calls that make the server match
 * the new state: imports through the import API (whole or nothing), other changes as batches that
 * apply field by field. Changes by other members are noticed by polling the change feed.
 */
export function serverLedgerBackend(
  orgId: string,
  userId: string,
  api: ServerLedgerApi = serverLedgerApi(orgId),
): LedgerBackend {
  const versions = new Map<string, number>();
  const accountVersions = new Map<string, number>();
  /** The store names a new import itself; the server gives it another id. */
  const serverImportIds = new Map<string, string>();
  let settingsVersion = 0;
  let lastSeq = 0;

  const remember = (rows: readonly LedgerTransaction[]) => {
    for (const row of rows) versions.set(row.id, row.version);
  };

  return {
    label: 'Stored on the server for your team',
    async load() {
      // The feed's head before the rows: what lands meanwhile is seen again by the next poll.
      const feed = await api.changesSince(0, 1);
      const [rows, accounts, imports, settings] = await Promise.all([
        api.allTransactions(),
        api.accounts(),
        api.imports(),
        api.document('settings'),
      ]);
      versions.clear();
      remember(rows);
      accountVersions.clear();
      for (const account of accounts) accountVersions.set(account.id, account.version);
      settingsVersion = settings.version;
      lastSeq = Math.max(lastSeq, feed.headSeq);
      const value = settings.value as Settings | undefined;
      const plainAccounts: Account[] = accounts.map(({ version: _v, ...account }) => account);
      const transactions = rows.map(withoutServerFields);
      return {
        data: {
          ...withAccounts(transactions, plainAccounts, todayIso()),
          importBatches: importBatchesOf(imports, rows),
          importLayouts: value?.importLayouts ?? {},
          cashMinimum: value?.cashMinimum ?? null,
        },
        rejected: 0,
      };
    },
    async save(previous: StoreData, next: StoreData, onProgress?: SaveProgress) {
      const diff = ledgerDiff(previous, next);
      for (const account of diff.accountsCreated) {
        const created = await api.createAccount(account);
        accountVersions.set(created.id, created.version);
      }
      for (const { id, changes } of diff.accountsEdited) {
        const edited = await api.editAccount(id, accountVersions.get(id) ?? 1, changes);
        accountVersions.set(id, edited.version);
      }
      for (const batch of diff.undone) {
        await api.undoImport(serverImportIds.get(batch.id) ?? batch.id);
      }
      for (const { batch, transactions } of diff.imported) {
        const committed = await api.importAll(batch.fileName, transactions, onProgress);
        serverImportIds.set(batch.id, committed.id);
        for (const tx of transactions) versions.set(tx.id, 1);
      }
      const edits = diff.edit.map(({ id, changes }) => ({
        id,
        baseVersion: versions.get(id) ?? 1,
        changes,
      }));
      for (
        let start = 0;
        start < Math.max(diff.create.length, edits.length, diff.delete.length);
        start += CHUNK
      ) {
        const result = await api.batch({
          create: diff.create.slice(start, start + CHUNK),
          edit: edits.slice(start, start + CHUNK),
          delete: diff.delete.slice(start, start + CHUNK),
        });
        remember(result.edited);
        for (const tx of diff.create.slice(start, start + CHUNK)) versions.set(tx.id, 1);
      }
      if (diff.settingsChanged) {
        const saved = await api.saveDocument('settings', settingsVersion, {
          importLayouts: next.importLayouts,
          cashMinimum: next.cashMinimum,
        });
        settingsVersion = saved.version;
      }
    },
    async reset() {
      const ids = [...versions.keys()];
      for (let start = 0; start < ids.length; start += CHUNK) {
        await api.batch({ delete: ids.slice(start, start + CHUNK) });
      }
      versions.clear();
    },
    watch(onChange) {
      let stopped = false;
      const poll = async () => {
        try {
          const page = await api.changesSince(lastSeq);
          if (page.changes.length === 0) return;
          lastSeq = page.lastSeq;
          if (page.changes.some((change) => change.userId !== userId)) onChange();
        } catch {
          // Offline or signed out for a moment: the next poll tries again.
        }
      };
      const timer = setInterval(() => {
        if (!stopped) void poll();
      }, POLL_MS);
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },
  };
}
