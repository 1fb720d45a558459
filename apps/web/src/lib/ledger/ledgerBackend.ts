import type { LedgerCommand, PackedTransactions, RowDelta, Transaction } from '@cashline/core';
import type { ImportPlan } from '../transactions/importActions';
import type { StoreData } from '../transactions/storeChanges';
import type { ColumnImport } from './columnImport';

/** Hears how many rows of a long save have been sent so far, of how many. */
export type SaveProgress = (sent: number, total: number) => void;

/** Changes made here and not yet on the server (always none for a browser-only ledger). */
export type SyncStatus = {
  /** Changes waiting to be sent, counted as the user made them. */
  waiting: number;
  /** An import being sent: rows the server has of how many. */
  sending: { sent: number; total: number } | null;
  /** The last attempt could not reach the server; it is tried again. */
  offline: boolean;
};

/**
 * How the transactions a load answers differ from an earlier list (`from`): only in the rows the
 * delta names. Pages that worked something out from `from` bring it up to date from the delta.
 */
export type TransactionsChange = RowDelta & {
  from: readonly Transaction[];
  /**
   * When given, each added row took the place of the removed row at the same index, at this
   * position in both lists, and no other row moved (an edit in place): pages find the rows there
   * instead of walking the lists.
   */
  replacedAt?: readonly number[];
};

/**
 * Where the ledger is kept: this browser only, or the organisation's ledger on the server. The
 * transaction store (and so every page) works the same on either.
 */
export type LedgerBackend = {
  /** Words for the user: where their data is. */
  label: string;
  /** The ledger as kept now; `change` when it is a few rows off the ledger last answered. */
  load(): Promise<{ data: StoreData; rejected: number; change?: TransactionsChange }>;
  /**
   * The newest rows as stored, newest first, read apart from the rest: what the transactions page
   * shows while the first load runs. Asked before that load, it is read before the whole ledger.
   */
  preview?(): Promise<readonly Transaction[]>;
  /**
   * Applies the commands, in order, to the ledger it holds (the one `load` answered, or the last
   * `apply`), stores the result and (for the server's ledger) queues them to be sent; resolves with
   * the ledger as it now is, and how its transactions differ from those the commands applied to. Rejects and keeps nothing when one cannot apply or cannot be stored.
   */
  apply(
    commands: readonly LedgerCommand[],
    onProgress?: SaveProgress,
  ): Promise<{ data: StoreData; change?: TransactionsChange }>;
  /**
   * Imports packed lists by writing their rows straight to where the ledger is kept, never holding
   * them as objects, when it can (see columnImport.ts): resolves with the ledger after it, without
   * its rows, which `load` reads again. Undefined, having changed nothing, when it cannot: the
   * import then goes through `apply`. Rejects and keeps nothing, as `apply` does.
   */
  importAsColumns?(
    lists: readonly PackedTransactions[],
    plan: ImportPlan,
  ): Promise<Omit<ColumnImport, 'revision'> | undefined>;
  /** Removes the ledger this backend keeps. */
  reset(): Promise<void>;
  /**
   * Calls `onChange` when the ledger changed elsewhere (another tab, another member), and
   * `onNotice` with words for the user when something they did was refused or overwrote another
   * member's change, and `onStatus` with what is still to be sent; returns a stop.
   */
  watch(
    onChange: () => void,
    onNotice?: (message: string) => void,
    onStatus?: (status: SyncStatus) => void,
  ): () => void;
};
