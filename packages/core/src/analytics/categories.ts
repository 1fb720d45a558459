import { percentageOf } from '../format/percent.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { CategoryTally } from './scan.js';

/** Money in (amount above 0) or money out (amount below 0, counted by its absolute value). */
export type FlowKind = 'inflow' | 'outflow';

/** A category's share of one flow (app.md section 3); `amount` is in currency units, positive. */
export type CategorySummary = {
  category: string;
  amount: number;
  count: number;
  /** Percentage of the flow's total, 1 decimal; 0 when the total is 0. */
  percentage: number;
};

/** Categories listed in the panels. */
export const TOP_CATEGORY_COUNT = 5;
/** Categories drawn in the doughnut charts. */
export const DISTRIBUTION_CATEGORY_COUNT = 6;

/** Largest first; equal amounts in category-name order so the list is stable. */
function byAmountDescending(a: CategorySummary, b: CategorySummary): number {
  return b.amount - a.amount || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0);
}

/** Category summaries of one flow from per-category tallies, largest first; categories without that flow are left out. */
export function summariseTallies(
  tallies: Iterable<CategoryTally>,
  kind: FlowKind,
  totalCents: Cents,
): CategorySummary[] {
  const summaries: CategorySummary[] = [];
  for (const tally of tallies) {
    const cents = kind === 'inflow' ? tally.inflowCents : tally.outflowCents;
    const count = kind === 'inflow' ? tally.inflowCount : tally.outflowCount;
    if (count === 0) continue;
    summaries.push({
      category: tally.category,
      amount: fromCents(cents),
      count,
      percentage: percentageOf(cents, totalCents),
    });
  }
  return summaries.sort(byAmountDescending);
}

/** Category summaries of one flow over the given transactions, largest first. */
export function categorySummaries(
  transactions: readonly Transaction[],
  kind: FlowKind,
): CategorySummary[] {
  const totals = new Map<string, { cents: Cents; count: number }>();
  let totalCents = 0;
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (t.transferId !== undefined) continue;
    const cents = toCents(t.amount);
    const size = kind === 'inflow' ? cents : -cents;
    if (size <= 0) continue;
    totalCents += size;
    const entry = totals.get(t.category);
    if (entry === undefined) totals.set(t.category, { cents: size, count: 1 });
    else {
      entry.cents += size;
      entry.count += 1;
    }
  }
  return [...totals]
    .map(([category, { cents, count }]) => ({
      category,
      amount: fromCents(cents),
      count,
      percentage: percentageOf(cents, totalCents),
    }))
    .sort(byAmountDescending);
}
