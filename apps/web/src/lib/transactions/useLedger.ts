import { useContext, useEffect } from 'react';
import type { Context } from 'react';
import {
  LedgerActionsContext,
  LedgerContext,
  LedgerRowReadersContext,
  LedgerRowsContext,
  LedgerSyncContext,
} from './ledgerContexts';
import type { LedgerActions, LedgerRows, LedgerSync, LedgerView } from './ledgerContexts';

/** The spec's words (app.md, error catalogue) for the transaction context read outside it. */
const OUTSIDE = 'useTransactions must be used within a TransactionProvider';

function useRequired<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (!value) throw new Error(OUTSIDE);
  return value;
}

/** The ledger but its rows; its reader renders again when the accounts, settings or status change. */
export function useLedger(): LedgerView {
  return useRequired(LedgerContext);
}

/**
 * The ledger's rows; their reader renders again when a row changes. While it is mounted the
 * provider holds them, reading them from the store when it held none.
 */
export function useLedgerRows(): LedgerRows {
  useAskForLedgerRows(true);
  return useRequired(LedgerRowsContext);
}

/** Asks the provider to hold the ledger's rows while `ask` is true (see useLedgerRows). */
export function useAskForLedgerRows(ask: boolean): void {
  const askForRows = useContext(LedgerRowReadersContext);
  useEffect(() => (ask && askForRows ? askForRows() : undefined), [ask, askForRows]);
}

/** The rows as the provider holds them, without asking for them: none while it holds none. */
export function useHeldLedgerRows(): LedgerRows {
  return useRequired(LedgerRowsContext);
}

/** The sync status, the notice and the storage error; they change apart from the ledger. */
export function useLedgerSync(): LedgerSync {
  return useRequired(LedgerSyncContext);
}

/** What one can do to the ledger; the same functions for the provider's whole life. */
export function useLedgerActions(): LedgerActions {
  return useRequired(LedgerActionsContext);
}
