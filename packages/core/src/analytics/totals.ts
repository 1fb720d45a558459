import { monthKey } from '../dates.js';
import type { MonthKey } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { RowDelta } from '../transactions/rowDelta.js';

/** Totals of a list of transactions, in currency units, summed exactly in cents. Outflows are positive. */
export type Totals = {
  count: number;
  inflows: number;
  outflows: number;
  net: number;
};

/** One calendar month's totals. */
export type MonthTotals = Totals & { month: MonthKey };

type Sums = { count: number; inflowCents: Cents; outflowCents: Cents };

/**
 * The sign of the amount decides the direction (decisions.md: signed amounts are trusted). A
 * transfer between own accounts is counted but is neither money in nor out.
 */
function add(sums: Sums, { amount, transferId }: Transaction): void {
  sums.count += 1;
  if (transferId !== undefined) return;
  const cents = toCents(amount);
  if (cents > 0) sums.inflowCents += cents;
  else sums.outflowCents -= cents;
}

function totalsOf({ count, inflowCents, outflowCents }: Sums): Totals {
  return {
    count,
    inflows: fromCents(inflowCents),
    outflows: fromCents(outflowCents),
    net: fromCents(inflowCents - outflowCents),
  };
}

/** The summary cards of the transactions page: count, inflows, outflows (absolute) and net. */
export function computeTotals(transactions: readonly Transaction[]): Totals {
  const sums: Sums = { count: 0, inflowCents: 0, outflowCents: 0 };
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    add(sums, t);
  }
  return totalsOf(sums);
}

/** `computeTotals` after the delta, from the totals before it: exact, as both are whole cents. */
export function totalsWithDelta(totals: Totals, delta: RowDelta): Totals {
  const sums: Sums = {
    count: totals.count,
    inflowCents: toCents(totals.inflows),
    outflowCents: toCents(totals.outflows),
  };
  const out: Sums = { count: 0, inflowCents: 0, outflowCents: 0 };
  for (const t of delta.removed) add(out, t);
  for (const t of delta.added) add(sums, t);
  return totalsOf({
    count: sums.count - out.count,
    inflowCents: sums.inflowCents - out.inflowCents,
    outflowCents: sums.outflowCents - out.outflowCents,
  });
}

/** Totals per calendar month over the whole history, oldest month first. */
export function monthlyTotals(transactions: readonly Transaction[]): MonthTotals[] {
  const months = new Map<MonthKey, Sums>();
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    const key = monthKey(t.date);
    let sums = months.get(key);
    if (sums === undefined) {
      sums = { count: 0, inflowCents: 0, outflowCents: 0 };
      months.set(key, sums);
    }
    add(sums, t);
  }
  return [...months]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, sums]) => ({ month, ...totalsOf(sums) }));
}
