import { DEFAULT_ACCOUNT_ID, importedTransactions } from '@cashline/core';
import type {
  LedgerCommand,
  PackedTransactions,
  Transaction,
  TransactionPatch,
} from '@cashline/core';
import { useMemo } from 'react';
import type { SaveProgress } from '../ledger/ledgerBackend';
import { choiceOf } from './currencyChoice';
import { newManualId } from './newTransactionId';
import { defaultAccountId, linkDetectedTransfers, mayLinkTransfers } from './storeChanges';
import type { Change, StoreData } from './storeChanges';
import type { ImportBatch } from './storedRecords';
import { patchCommand, patchesBetween } from './transactionCommands';

/** Where the sign convention a card file's layout was imported with is remembered. */
export function cardSignsKey(layoutKey: string): string {
  return `signs:${layoutKey}`;
}

/** The account an import goes to, and what to remember for the file's layout. */
export type ImportTarget = {
  accountId: string;
  layoutKey?: string;
  /** A card file's sign convention as imported: `charges positive` when its signs were flipped. */
  cardSigns?: string;
};

export type ImportActions = {
  /**
   * Adds an import's rows (its packed lists, made into the ledger's rows once, here) first, as one
   * batch that undoImport can take back, into the chosen account
   * (remembered for the file's layout when `layoutKey` is given, with a card file's sign
   * convention); then links the transfers across
   * accounts that detection is sure of. `onProgress` hears how many rows have been sent, where
   * the ledger is kept on the server.
   */
  importTransactions: (
    lists: readonly PackedTransactions[],
    fileName: string,
    target?: ImportTarget,
    onProgress?: SaveProgress,
  ) => Promise<ImportBatch>;
  /** Removes every transaction of the batch; resolves with how many were removed. */
  undoImport: (batch: ImportBatch) => Promise<number>;
};

type Commit = <T>(
  change: (current: StoreData) => Change<T>,
  onProgress?: SaveProgress,
) => Promise<T>;

/**
 * The imported rows with the transfers detection is sure of linked across the ledger, and the
 * patches to the ledger's rows it linked. The ledger and the import are joined into one list only
 * when they hold two accounts to link between: a first import, or one into the only account, is
 * taken as it is, with no million-entry lists made to find nothing.
 */
function linkedImport(
  added: Transaction[],
  current: StoreData,
): { imported: Transaction[]; patches: TransactionPatch[]; linked: number } {
  if (!mayLinkTransfers(added, current.transactions)) {
    return { imported: added, patches: [], linked: 0 };
  }
  const joined = linkDetectedTransfers([...added, ...current.transactions], current.accounts);
  if (joined.linked === 0) return { imported: added, patches: [], linked: 0 };
  return {
    imported: joined.transactions.slice(0, added.length),
    patches: patchesBetween(current.transactions, joined.transactions.slice(added.length)),
    linked: joined.linked,
  };
}

/**
 * An import apart from its rows: the account it goes to, its batch (all but the rows' ids and the
 * transfers linked) and the settings command remembering the file's layout, when it has one.
 * Throws when the chosen account is gone.
 */
export type ImportPlan = {
  accountId: string;
  batch: Omit<ImportBatch, 'transactionIds' | 'transfersLinked'>;
  settings: LedgerCommand[];
};

export function importPlanOf(
  current: Omit<StoreData, 'transactions'>,
  fileName: string,
  target?: ImportTarget,
): ImportPlan {
  const accountId = target?.accountId ?? defaultAccountId(current.accounts) ?? DEFAULT_ACCOUNT_ID;
  if (!current.accounts.some((a) => a.id === accountId)) {
    throw new Error('That account no longer exists. Choose another one.');
  }
  const batch = {
    id: `batch-${newManualId().slice('manual-'.length)}`,
    fileName,
    importedAt: new Date().toISOString(),
    accountId,
  };
  if (target?.layoutKey === undefined) return { accountId, batch, settings: [] };
  const importLayouts = {
    ...current.importLayouts,
    [target.layoutKey]: accountId,
    ...(target.cardSigns === undefined
      ? {}
      : { [cardSignsKey(target.layoutKey)]: target.cardSigns }),
  };
  const settings: LedgerCommand = {
    type: 'saveSettings',
    settings: { importLayouts, cashMinimum: current.cashMinimum, ...choiceOf(current) },
  };
  return { accountId, batch, settings: [settings] };
}

/** The import's commands: its rows made from the lists, and the transfers they link. */
export function importInto(
  current: StoreData,
  lists: readonly PackedTransactions[],
  plan: ImportPlan,
): Change<ImportBatch> {
  // Each row is made once, already in the account and within the ledger's limits, its id made
  // unique against the ledger's; the commit checks it against the schema as it applies
  // (applyCommand), so it is not checked twice.
  const added = importedTransactions(lists, plan.accountId, current.transactions);
  const linked = linkedImport(added, current);
  const batch: ImportBatch = {
    ...plan.batch,
    transactionIds: added.map((t) => t.id),
    transfersLinked: linked.linked,
  };
  const commands: LedgerCommand[] = [
    { type: 'commitImport', batch, transactions: linked.imported },
    // Rows already in the ledger that detection linked to imported ones.
    ...patchCommand(linked.patches),
    ...plan.settings,
  ];
  return { commands, result: batch };
}

/**
 * The shown import as the store holds it now: by id, or by its rows when its id changed meanwhile
 * (a team ledger's import takes the server's id once it has been sent).
 */
function findBatch(current: StoreData, shown: ImportBatch): ImportBatch | undefined {
  const first = shown.transactionIds[0];
  return (
    current.importBatches.find((b) => b.id === shown.id) ??
    current.importBatches.find(
      (b) =>
        first !== undefined && b.fileName === shown.fileName && b.transactionIds.includes(first),
    )
  );
}

/** Takes back the shown import's rows and batch; the change's result is how many go. */
export function undoImportOf(current: StoreData, shown: ImportBatch): Change<number> {
  const batch = findBatch(current, shown);
  if (!batch) throw new Error('That import has already been undone.');
  const ids = new Set(batch.transactionIds);
  let removed = 0;
  for (const t of current.transactions) if (ids.has(t.id)) removed += 1;
  return { commands: [{ type: 'undoImport', importId: batch.id }], result: removed };
}

/**
 * Writes an import straight to the store without making its rows, when the store can and nothing
 * on screen reads rows; resolves undefined when it does not (the import then goes as commands).
 */
export type ImportAsColumns = (
  lists: readonly PackedTransactions[],
  fileName: string,
  target?: ImportTarget,
) => Promise<ImportBatch | undefined>;

/** Import and undo, on the provider's one-at-a-time commit. */
export function useImportActions(commit: Commit, asColumns: ImportAsColumns): ImportActions {
  return useMemo(
    () => ({
      importTransactions: async (incoming, fileName, target, onProgress) =>
        (await asColumns(incoming, fileName, target)) ??
        commit(
          (current) => importInto(current, incoming, importPlanOf(current, fileName, target)),
          onProgress,
        ),
      undoImport: (batch) => commit((current) => undoImportOf(current, batch)),
    }),
    [commit, asColumns],
  );
}
