import type {
  LedgerActions,
  LedgerRows,
  LedgerSync,
  LedgerView,
} from '../lib/transactions/ledgerContexts';
import {
  useLedger,
  useLedgerActions,
  useLedgerRows,
  useLedgerSync,
} from '../lib/transactions/useLedger';

/** Everything the transaction provider offers, for tests that drive the store as a whole. */
export type WholeLedger = LedgerView & LedgerRows & LedgerSync & LedgerActions;

/** Reads all of the provider's contexts, so its reader renders again when any changes. */
export function useWholeLedger(): WholeLedger {
  return { ...useLedger(), ...useLedgerRows(), ...useLedgerSync(), ...useLedgerActions() };
}
