import { changesOf, fieldChangesBetween, withFieldChanges } from '@cashline/core';
import type { Account, LedgerCommand, Transaction } from '@cashline/core';
import type { CurrencyChoice } from '../../transactions/currencyChoice';
import type { ImportBatch } from '../../transactions/storedRecords';

export type TransactionEdit = { id: string; baseVersion: number; changes: Record<string, unknown> };
export type Settings = {
  importLayouts: Record<string, string>;
  cashMinimum: number | null;
} & CurrencyChoice;

/** One change waiting to be sent, in the form the server's API takes it. */
export type OutboxEntry = (
  | { kind: 'batch'; create: Transaction[]; edit: TransactionEdit[]; delete: string[] }
  | { kind: 'import'; batch: ImportBatch; transactions: Transaction[] }
  | { kind: 'undo-import'; importId: string }
  | { kind: 'account-create'; account: Account }
  | { kind: 'account-edit'; id: string; baseVersion: number; changes: Record<string, unknown> }
  | { kind: 'settings'; baseVersion: number; value: Settings }
) & {
  /** A try to send it failed on the way: the server may have it already, whichever tab retries. */
  tried?: true;
  /**
   * Its Idempotency-Key, sent with every try, so the server answers a retry of a change that landed
   * rather than applying or refusing it. Entries queued before keys existed have none.
   */
  key?: string;
};

/** A key no other change of any browser will have. */
const newKey = () => crypto.randomUUID();

/** The versions the copy holds, which edits were based on. */
export type BaseVersions = {
  transaction(id: string): number;
  account(id: string): number;
  settings(): number;
};

const rowBatch = (fields: Partial<Omit<Batch, 'kind'>>): OutboxEntry => ({
  kind: 'batch',
  create: [],
  edit: [],
  delete: [],
  ...fields,
  key: newKey(),
});

/**
 * The entries the commands queue, in their order, each with a key of its own. An account is
 * created when the server has no account of that id yet (`accountOnServer`), else edited in the
 * fields that changed; a patch without a base version is based on the version the copy holds.
 */
export function entriesOfCommands(
  commands: readonly LedgerCommand[],
  versions: BaseVersions,
  accountOnServer: (id: string) => Account | undefined,
): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  const queuedAccounts = new Map<string, Account>();
  for (const command of commands) {
    if (command.type === 'createTransactions') {
      entries.push(rowBatch({ create: command.transactions }));
    } else if (command.type === 'patchTransactions') {
      const edit = command.patches.map((patch) => ({
        id: patch.id,
        baseVersion: patch.baseVersion ?? versions.transaction(patch.id),
        changes: changesOf(patch.set, patch.remove),
      }));
      entries.push(rowBatch({ edit }));
    } else if (command.type === 'deleteTransactions') {
      entries.push(rowBatch({ delete: command.ids }));
    } else if (command.type === 'commitImport') {
      entries.push({
        kind: 'import',
        batch: command.batch,
        transactions: command.transactions,
        key: newKey(),
      });
    } else if (command.type === 'undoImport') {
      entries.push({ kind: 'undo-import', importId: command.importId, key: newKey() });
    } else if (command.type === 'saveAccount') {
      const { account } = command;
      const known = queuedAccounts.get(account.id) ?? accountOnServer(account.id);
      queuedAccounts.set(account.id, account);
      if (known === undefined) {
        entries.push({ kind: 'account-create', account, key: newKey() });
        continue;
      }
      const changes = fieldChangesBetween(known, account);
      if (Object.keys(changes).length === 0) continue;
      const baseVersion = versions.account(account.id);
      entries.push({ kind: 'account-edit', id: account.id, baseVersion, changes, key: newKey() });
    } else {
      const baseVersion = versions.settings();
      entries.push({ kind: 'settings', baseVersion, value: command.settings, key: newKey() });
    }
  }
  return entries;
}

type Batch = Extract<OutboxEntry, { kind: 'batch' }>;

/** A later batch folded into an earlier one, as if both had been sent one after the other. */
function mergeBatches(first: Batch, second: Batch): Batch {
  const created = new Map(first.create.map((tx) => [tx.id, tx]));
  const edits = new Map(first.edit.map((edit) => [edit.id, edit]));
  const deleted = new Set(first.delete);
  for (const tx of second.create) created.set(tx.id, tx);
  for (const edit of second.edit) {
    const createdTx = created.get(edit.id);
    const earlier = edits.get(edit.id);
    if (createdTx) {
      created.set(edit.id, withFieldChanges(createdTx, edit.changes));
    } else if (earlier) {
      edits.set(edit.id, { ...earlier, changes: { ...earlier.changes, ...edit.changes } });
    } else {
      edits.set(edit.id, edit);
    }
  }
  for (const id of second.delete) {
    edits.delete(id);
    // A row created and deleted before either was sent never reaches the server.
    if (!created.delete(id)) deleted.add(id);
  }
  // Neither was ever sent (the head of the outbox is never combined), so either key will do.
  return {
    kind: 'batch',
    create: [...created.values()],
    edit: [...edits.values()],
    delete: [...deleted],
    ...(first.key ? { key: first.key } : {}),
  };
}

/**
 * The outbox with neighbouring entries combined: row changes into one batch (edits to one row into
 * one edit keeping the first base version), settings into the last value, and an import undone
 * before it was sent into nothing. Entries of other kinds keep their order between them.
 */
export function coalesce(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const out: OutboxEntry[] = [];
  for (const entry of entries) {
    const last = out.at(-1);
    if (last?.kind === 'batch' && entry.kind === 'batch') {
      out[out.length - 1] = mergeBatches(last, entry);
    } else if (last?.kind === 'settings' && entry.kind === 'settings') {
      out[out.length - 1] = { ...entry, baseVersion: last.baseVersion };
    } else if (
      last?.kind === 'import' &&
      entry.kind === 'undo-import' &&
      entry.importId === last.batch.id
    ) {
      out.pop();
    } else {
      out.push(entry);
    }
  }
  return out.filter(
    (entry) =>
      entry.kind !== 'batch' || entry.create.length + entry.edit.length + entry.delete.length > 0,
  );
}
