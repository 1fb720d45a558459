import { fieldChangesBetween, transactionSchema } from '@cashline/core';
import type { LedgerCommand, Transaction, TransactionPatch } from '@cashline/core';
import type { LedgerState as StoreData } from '@cashline/core';

/** What turns one transaction into another: the fields to set and the fields to remove. */
export function patchOf(before: Transaction, after: Transaction): TransactionPatch | null {
  const changes = fieldChangesBetween(before, after);
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) remove.push(field);
    else set[field] = value;
  }
  if (Object.keys(set).length + remove.length === 0) return null;
  return { id: after.id, set, remove } as TransactionPatch;
}

/**
 * The patches between a list and the one a core function made from it (transfers linked or
 * unlinked): both in the same order, the rows it did not change kept as the same objects.
 */
export function patchesBetween(
  before: readonly Transaction[],
  after: readonly Transaction[],
): TransactionPatch[] {
  const patches: TransactionPatch[] = [];
  after.forEach((tx, index) => {
    const old = before[index];
    if (old === undefined || old === tx) return;
    const patch = patchOf(old, tx);
    if (patch) patches.push(patch);
  });
  return patches;
}

/**
 * The commands that turn one list into another a core function made from it, when it may add or
 * drop rows as well as change them (a transfer typed in a form): for one user action, not a save.
 */
export function commandsBetween(
  before: readonly Transaction[],
  after: readonly Transaction[],
): LedgerCommand[] {
  const left = new Map(before.map((tx) => [tx.id, tx]));
  const create: Transaction[] = [];
  const patches: TransactionPatch[] = [];
  for (const tx of after) {
    const old = left.get(tx.id);
    if (old === undefined) {
      create.push(tx);
      continue;
    }
    left.delete(tx.id);
    const patch = old === tx ? null : patchOf(old, tx);
    if (patch) patches.push(patch);
  }
  const commands: LedgerCommand[] = [];
  if (create.length > 0) commands.push({ type: 'createTransactions', transactions: create });
  commands.push(...patchCommand(patches));
  if (left.size > 0) commands.push({ type: 'deleteTransactions', ids: [...left.keys()] });
  return commands;
}

/** A command that patches these rows, or none when nothing changed. */
export function patchCommand(patches: TransactionPatch[]): LedgerCommand[] {
  return patches.length === 0 ? [] : [{ type: 'patchTransactions', patches }];
}

/** Commands that replace every transaction and take back every import (a pull from QuickBooks). */
export function replacementCommands(
  current: StoreData,
  transactions: readonly Transaction[],
): LedgerCommand[] {
  const commands: LedgerCommand[] = current.importBatches.map((batch) => ({
    type: 'undoImport',
    importId: batch.id,
  }));
  const undone = new Set(current.importBatches.flatMap((b) => b.transactionIds));
  const kept = new Map(current.transactions.filter((t) => !undone.has(t.id)).map((t) => [t.id, t]));
  const create: Transaction[] = [];
  const patches: TransactionPatch[] = [];
  for (const tx of transactions) {
    const valid = transactionSchema.parse(tx);
    const old = kept.get(valid.id);
    if (old === undefined) create.push(valid);
    else {
      kept.delete(valid.id);
      const patch = patchOf(old, valid);
      if (patch) patches.push(patch);
    }
  }
  if (kept.size > 0) commands.push({ type: 'deleteTransactions', ids: [...kept.keys()] });
  commands.push(...patchCommand(patches));
  if (create.length > 0) commands.push({ type: 'createTransactions', transactions: create });
  return commands;
}

export const nonNull = <T>(items: readonly (T | null)[]): T[] =>
  items.filter((item): item is T => item !== null);

/** Commands that empty the ledger but for its accounts: imports taken back, rows and settings gone. */
export function clearCommands(current: StoreData): LedgerCommand[] {
  const commands: LedgerCommand[] = current.importBatches.map((batch) => ({
    type: 'undoImport',
    importId: batch.id,
  }));
  const undone = new Set(current.importBatches.flatMap((b) => b.transactionIds));
  const ids = current.transactions.filter((t) => !undone.has(t.id)).map((t) => t.id);
  if (ids.length > 0) commands.push({ type: 'deleteTransactions', ids });
  const chosen = current.reportingCurrency !== undefined || current.locale !== undefined;
  if (current.cashMinimum !== null || Object.keys(current.importLayouts).length > 0 || chosen) {
    commands.push({ type: 'saveSettings', settings: { importLayouts: {}, cashMinimum: null } });
  }
  return commands;
}
