import type { Account, Transaction } from '@cashline/core';
import { sameChoice } from '../transactions/currencyChoice';
import type { StoreData } from '../transactions/storeChanges';
import type { ImportBatch } from '../transactions/storedRecords';

/** What one save changed, as the server's API takes it. */
export type LedgerDiff = {
  /** Imports new in this save: their rows go up through the import API, whole or not at all. */
  imported: { batch: ImportBatch; transactions: Transaction[] }[];
  /** Imports undone in this save. */
  undone: ImportBatch[];
  create: Transaction[];
  /** Changed fields by transaction; null removes an optional field. */
  edit: { id: string; changes: Record<string, unknown> }[];
  delete: string[];
  accountsCreated: Account[];
  accountsEdited: { id: string; changes: Record<string, unknown> }[];
  settingsChanged: boolean;
};

function changedFields<T extends object>(before: T, after: T): Record<string, unknown> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof T & string)[]);
  const changes: Record<string, unknown> = {};
  for (const key of keys) {
    if (before[key] !== after[key]) changes[key] = after[key] ?? null;
  }
  return changes;
}

/**
 * The difference between two states of the store. The store keeps unchanged records as the same
 * objects, so a record whose reference changed is compared field by field and others are skipped.
 */
export function ledgerDiff(previous: StoreData, next: StoreData): LedgerDiff {
  const before = new Map(previous.transactions.map((t) => [t.id, t]));
  const after = new Map(next.transactions.map((t) => [t.id, t]));
  const previousBatches = new Set(previous.importBatches.map((b) => b.id));
  const nextBatches = new Set(next.importBatches.map((b) => b.id));
  const newBatches = next.importBatches.filter((b) => !previousBatches.has(b.id));
  const undone = previous.importBatches.filter((b) => !nextBatches.has(b.id));
  const importedIds = new Set(newBatches.flatMap((b) => b.transactionIds));
  const undoneIds = new Set(undone.flatMap((b) => b.transactionIds));

  const diff: LedgerDiff = {
    imported: newBatches.map((batch) => ({
      batch,
      transactions: batch.transactionIds.flatMap((id) => after.get(id) ?? []),
    })),
    undone,
    create: [],
    edit: [],
    delete: [],
    accountsCreated: [],
    accountsEdited: [],
    settingsChanged:
      previous.cashMinimum !== next.cashMinimum ||
      !sameChoice(previous, next) ||
      JSON.stringify(previous.importLayouts) !== JSON.stringify(next.importLayouts),
  };
  for (const [id, tx] of after) {
    const old = before.get(id);
    if (old === undefined) {
      if (!importedIds.has(id)) diff.create.push(tx);
    } else if (old !== tx) {
      const changes = changedFields(old, tx);
      if (Object.keys(changes).length > 0) diff.edit.push({ id, changes });
    }
  }
  for (const id of before.keys()) {
    if (!after.has(id) && !undoneIds.has(id)) diff.delete.push(id);
  }
  const accountsBefore = new Map(previous.accounts.map((a) => [a.id, a]));
  for (const account of next.accounts) {
    const old = accountsBefore.get(account.id);
    if (old === undefined) diff.accountsCreated.push(account);
    else if (old !== account) {
      const changes = changedFields(old, account);
      if (Object.keys(changes).length > 0) diff.accountsEdited.push({ id: account.id, changes });
    }
  }
  return diff;
}
