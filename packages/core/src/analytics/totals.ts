import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';

/** Totals of a list of transactions, in currency units, summed exactly in cents. Outflows are positive. */
export type Totals = {
  count: number;
  inflows: number;
  outflows: number;
  net: number;
};

/** The summary cards of the transactions page: count, inflows, outflows (absolute) and net. */
export function computeTotals(transactions: readonly Transaction[]): Totals {
  let inflowCents = 0;
  let outflowCents = 0;
  for (const t of transactions) {
    const cents = toCents(t.amount);
    if (cents > 0) inflowCents += cents;
    else outflowCents -= cents;
  }
  return {
    count: transactions.length,
    inflows: fromCents(inflowCents),
    outflows: fromCents(outflowCents),
    net: fromCents(inflowCents - outflowCents),
  };
}
