import { toCents } from '@cashline/core';
import type { Transaction } from '@cashline/core';

/** What must be equal after a move: how many transactions, and their sum to the cent. */
export type LedgerSummary = { count: number; totalCents: number };

export function ledgerSummary(transactions: readonly Transaction[]): LedgerSummary {
  let totalCents = 0;
  for (const tx of transactions) totalCents += toCents(tx.amount);
  return { count: transactions.length, totalCents };
}
