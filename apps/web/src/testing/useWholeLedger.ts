import type { LedgerActions, LedgerSync, LedgerView } from '../lib/transactions/ledgerContexts';
import { useLedger, useLedgerActions, useLedgerSync } from '../lib/transactions/useLedger';

/** Everything the transaction provider offers, for tests that drive the store as a whole. */
export type WholeLedger = LedgerView & LedgerSync & LedgerActions;

/** Reads all three of the provider's contexts, so its reader renders again when any changes. */
export function useWholeLedger(): WholeLedger {
  return { ...useLedger(), ...useLedgerSync(), ...useLedgerActions() };
}
