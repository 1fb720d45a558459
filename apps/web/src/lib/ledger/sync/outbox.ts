import { DEFAULT_ACCOUNT_ID } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';
import type { CurrencyChoice } from '../../transactions/currencyChoice';
import type { ImportBatch } from '../../transactions/storedRecords';
import type { LedgerDiff } from '../ledgerDiff';

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

/**
 * The entries one save queues, in the order the server must see them: accounts before the rows
 * that use them, undone imports before new ones, then row changes, then settings.
 */
export function entriesOfDiff(
  diff: LedgerDiff,
  versions: BaseVersions,
  settings: Settings,
): OutboxEntry[] {
  const entries: OutboxEntry[] = [
    ...diff.accountsCreated.map((account): OutboxEntry => ({
      kind: 'account-create',
      account,
      key: newKey(),
    })),
    ...diff.accountsEdited.map(({ id, changes }): OutboxEntry => ({
      kind: 'account-edit',
      id,
      baseVersion: versions.account(id),
      changes,
      key: newKey(),
    })),
    ...diff.undone.map((batch): OutboxEntry => ({
      kind: 'undo-import',
      importId: batch.id,
      key: newKey(),
    })),
    ...diff.imported.map(({ batch, transactions }): OutboxEntry => ({
      kind: 'import',
      batch,
      transactions,
      key: newKey(),
    })),
  ];
  if (diff.create.length + diff.edit.length + diff.delete.length > 0) {
    entries.push({
      kind: 'batch',
      create: diff.create,
      edit: diff.edit.map(({ id, changes }) => ({
        id,
        baseVersion: versions.transaction(id),
        changes,
      })),
      delete: diff.delete,
      key: newKey(),
    });
  }
  if (diff.settingsChanged) {
    entries.push({
      kind: 'settings',
      baseVersion: versions.settings(),
      value: settings,
      key: newKey(),
    });
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
      const next: Record<string, unknown> = { ...createdTx };
      for (const [field, value] of Object.entries(edit.changes)) {
        if (value === null) delete next[field];
        else next[field] = value;
      }
      created.set(edit.id, next as Transaction);
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

/**
 * The default account lives in the browser alone until it is first changed (its currency set by
 * a statement, say): an edit of it while the server has none creates it there, whole.
 */
export function withDefaultAccountCreated(
  diff: LedgerDiff,
  copy: { accounts: readonly { id: string }[] },
  next: { accounts: readonly Account[] },
): LedgerDiff {
  const edited = diff.accountsEdited.find((e) => e.id === DEFAULT_ACCOUNT_ID);
  const account = next.accounts.find((a) => a.id === DEFAULT_ACCOUNT_ID);
  if (!edited || !account || copy.accounts.some((a) => a.id === DEFAULT_ACCOUNT_ID)) return diff;
  return {
    ...diff,
    accountsCreated: [account, ...diff.accountsCreated],
    accountsEdited: diff.accountsEdited.filter((e) => e !== edited),
  };
}
