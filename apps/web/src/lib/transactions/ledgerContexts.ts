import type { Transaction } from '@cashline/core';
import { createContext } from 'react';
import type { AccountActions } from './accountActions';
import type { ImportActions } from './importActions';
import type { RowActions } from './rowActions';
import type { RowSummaries } from './rowSummaries';
import type { StoreData } from './storeChanges';
import type { SyncStatus, TransactionsChange } from '../ledger/ledgerBackend';

/**
 * The ledger as shown, all but its rows: a new value only when the accounts, imports, settings,
 * status or where it is kept change, so a page that reads no rows does not render again for an
 * edit. The rows are apart (LedgerRows): a store at a million rows will make them only for the
 * pages that read them.
 */
export type LedgerView = Omit<StoreData, 'transactions'> &
  RowSummaries & {
    status: 'loading' | 'ready';
    /**
     * Where the ledger is kept, in words ("Stored in this browser only"); '' while loading. It
     * changes only with the ledger itself (signing in or out starts a new one), so it is kept here.
     */
    storageLabel: string;
  };

/**
 * The ledger's rows as shown: a new value when a row changes (or the status does). While the
 * provider holds no rows (LedgerShell) they are empty and loading, until a reader asks for them.
 */
export type LedgerRows = {
  transactions: StoreData['transactions'];
  status: 'loading' | 'ready';
  /** While loading, the newest rows as stored, newest first, for a first screen; else none. */
  preview: readonly Transaction[];
  /** How `transactions` differs from the list before it, when only in a few rows (else null). */
  transactionsChange: TransactionsChange | null;
};

/** How the ledger's saving and sending is going: changes on every sync tick, notice or error. */
export type LedgerSync = {
  /**
   * What the user should know of their changes reaching the server (refused, or written over
   * another member's), until they dismiss it; a reload does not clear it.
   */
  syncNotice: string | null;
  /** Changes made here and not yet on the server; null for a ledger kept in this browser only. */
  syncStatus: SyncStatus | null;
  /** What went wrong with the last load or save, in words for the user; null when all is well. */
  storageError: string | null;
};

/** Everything one can do to the ledger; made once per provider, so it never changes identity. */
export type LedgerActions = RowActions &
  AccountActions &
  ImportActions & {
    dismissSyncNotice: () => void;
    dismissStorageError: () => void;
    /**
     * The rows as stored now, for work done once on the user's word (an export) by a part that
     * shows none of them, so it need not render again at every edit.
     */
    readTransactions: () => Promise<StoreData['transactions']>;
    /** Reads the ledger again from where it is kept. */
    reload: () => Promise<void>;
    /** Deletes every stored record of the app, the old localStorage copy included. */
    reset: () => Promise<void>;
  };

export const LedgerContext = createContext<LedgerView | null>(null);
export const LedgerRowsContext = createContext<LedgerRows | null>(null);
/** Counts a part that reads rows until the function it answers is called (rowReaders.ts). */
export const LedgerRowReadersContext = createContext<(() => () => void) | null>(null);
export const LedgerSyncContext = createContext<LedgerSync | null>(null);
export const LedgerActionsContext = createContext<LedgerActions | null>(null);
