import type { Transaction } from '@cashline/core';
import { createContext } from 'react';
import type { AccountActions } from './accountActions';
import type { ImportActions } from './importActions';
import type { RowActions } from './rowActions';
import type { StoreData } from './storeChanges';
import type { SyncStatus, TransactionsChange } from '../ledger/ledgerBackend';

/**
 * The ledger as shown: a new value only when the ledger, its status or where it is kept changes,
 * so the pages that read it render again only then.
 */
export type LedgerView = StoreData & {
  status: 'loading' | 'ready';
  /** While loading, the newest rows as stored, newest first, for a first screen; else none. */
  preview: readonly Transaction[];
  /** How `transactions` differs from the list before it, when only in a few rows (else null). */
  transactionsChange: TransactionsChange | null;
  /**
   * Where the ledger is kept, in words ("Stored in this browser only"); '' while loading. It
   * changes only with the ledger itself (signing in or out starts a new one), so it is kept here.
   */
  storageLabel: string;
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
    /** Reads the ledger again from where it is kept. */
    reload: () => Promise<void>;
    /** Deletes every stored record of the app, the old localStorage copy included. */
    reset: () => Promise<void>;
  };

export const LedgerContext = createContext<LedgerView | null>(null);
export const LedgerSyncContext = createContext<LedgerSync | null>(null);
export const LedgerActionsContext = createContext<LedgerActions | null>(null);
