import type { StoreData } from './storeChanges';
import type { RowSummaries } from './rowSummaries';

/**
 * A ledger whose rows the store keeps but nobody holds as objects: an import written straight to
 * the store as columns, while no part on screen reads rows (a million-row import never makes its
 * million objects). Everything beside the rows is here, and of the rows what the frame shows
 * (the as-of date, the accounts holding rows). A part that reads rows has them read from the store.
 */
export type LedgerShell = Omit<StoreData, 'transactions'> & {
  storedRows: RowSummaries & { count: number };
};

/** The ledger as the store's provider holds it: with its rows, or without them (LedgerShell). */
export type HeldLedger = StoreData | LedgerShell;

export function holdsRows(ledger: HeldLedger): ledger is StoreData {
  return 'transactions' in ledger;
}
