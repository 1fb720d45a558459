import { deltaOfIds, idLookup } from '@cashline/core';
import type { IdLookup, ImportRecord, LedgerCommand } from '@cashline/core';
import type { StoreData } from '../transactions/storeChanges';
import type { TransactionsChange } from './ledgerBackend';

/**
 * The transactions the commands name. An import's undo names the rows of its batch, found in
 * `importBatches` (the ledger's before the commands) or in an import the commands commit; without
 * `importBatches`, undefined when one of the commands names a whole import. Looked up by hash
 * (idLookup), so an import's million ids are named without a Set of them.
 */
export function idsOfCommands(
  commands: readonly LedgerCommand[],
  importBatches?: readonly ImportRecord[],
): IdLookup | undefined {
  const ids: string[] = [];
  for (const command of commands) {
    switch (command.type) {
      case 'createTransactions':
        for (const t of command.transactions) ids.push(t.id);
        break;
      case 'patchTransactions':
        for (const patch of command.patches) ids.push(patch.id);
        break;
      case 'deleteTransactions':
        for (const id of command.ids) ids.push(id);
        break;
      case 'commitImport':
        if (!importBatches) return undefined;
        for (const t of command.transactions) ids.push(t.id);
        break;
      case 'undoImport': {
        if (!importBatches) return undefined;
        const batch =
          importBatches.find((b) => b.id === command.importId) ??
          commands.find(
            (c): c is Extract<LedgerCommand, { type: 'commitImport' }> =>
              c.type === 'commitImport' && c.batch.id === command.importId,
          )?.batch;
        for (const id of batch?.transactionIds ?? []) ids.push(id);
        break;
      }
      case 'saveAccount':
      case 'saveSettings':
        break;
    }
  }
  return idLookup(ids);
}

/** The transactions the commands create, an import's included. */
export function createdIds(commands: readonly LedgerCommand[]): string[] {
  return commands.flatMap((command) =>
    command.type === 'createTransactions' || command.type === 'commitImport'
      ? command.transactions.map((t) => t.id)
      : [],
  );
}

/**
 * The ids a ledger lacking `lacking` lacks after the commands: those they delete by id are added,
 * those they create are taken out (an import's undo, which names no ids, adds none).
 */
export function lackingAfter(
  lacking: ReadonlySet<string>,
  commands: readonly LedgerCommand[],
): Set<string> {
  const next = new Set(lacking);
  for (const command of commands) {
    if (command.type === 'deleteTransactions') for (const id of command.ids) next.add(id);
    if (command.type === 'createTransactions' || command.type === 'commitImport') {
      for (const t of command.transactions) next.delete(t.id);
    }
  }
  return next;
}

/** How `next`, the commands applied to `base`, differs from it; undefined for an import or its undo. */
export function changeOfCommands(
  base: StoreData,
  next: StoreData,
  commands: readonly LedgerCommand[],
): TransactionsChange | undefined {
  const ids = idsOfCommands(commands);
  if (!ids) return undefined;
  const from = base.transactions;
  if (ids.size === 0) return { from, removed: [], added: [] };
  return { from, ...deltaOfIds(from, next.transactions, ids) };
}
