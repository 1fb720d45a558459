import type { LedgerRows } from './ledgerRows.js';

/** Share of today's balance within which the balance before the first row counts as nil. */
export const NIL_SHARE = 0.01;

/**
 * Whether the account was opened within the history: its statement carries running balances and
 * the balance before its first row was nil (within `NIL_SHARE` of today's balance, or one unit).
 * Such a ledger's net flow so far is mostly the money that filled the account, not a rate to
 * carry on. A ledger without running balances says nothing here: its balance before the first row
 * is nil only because nothing else was known.
 */
export function openedInHistory(rows: LedgerRows, openingCents: number): boolean {
  if (!rows.hasBalances || rows.count === 0) return false;
  let net = 0;
  for (let r = 0; r < rows.count; r += 1) net += rows.cents[r] as number;
  return Math.abs(openingCents - net) <= Math.max(100, NIL_SHARE * Math.abs(openingCents));
}
