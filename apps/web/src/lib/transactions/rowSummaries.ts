import { accountIdOf } from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import type { TransactionsChange } from '../ledger/ledgerBackend';
import { useFromLast } from '../useFromLast';
import { rowCountsOf } from './rowCounts';

/**
 * What the parts that show no rows need to know of them (the as-of date, the import page's account
 * choice), kept beside the ledger so that those parts never read the rows. Each list keeps its
 * identity while what it holds is the same, so an edit that adds no date and empties no account
 * renders none of them again.
 */
export type RowSummaries = {
  /** Every date a transaction has, once, ascending. */
  dates: readonly IsoDate[];
  /** The accounts at least one transaction belongs to (accountIdOf). */
  accountsWithRows: ReadonlySet<string>;
};

/** The row's date: one function, so the counts by date are shared (rowCounts.ts). */
export const dateOf = (t: Transaction): IsoDate => t.date;

/** The keys counted, ascending; the list before when it holds the same keys. */
function keysOf(counts: ReadonlyMap<string, number>, before: readonly string[]): readonly string[] {
  if (counts.size === before.length && before.every((key) => counts.has(key))) return before;
  return [...counts.keys()].sort();
}

function setOf(
  counts: ReadonlyMap<string, number>,
  before: ReadonlySet<string>,
): ReadonlySet<string> {
  if (counts.size === before.size && [...before].every((key) => counts.has(key))) return before;
  return new Set(counts.keys());
}

const NONE: RowSummaries = { dates: [], accountsWithRows: new Set() };

/** The summaries of the rows shown, brought up to date from the store's change where it gives one. */
export function useRowSummaries(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
): RowSummaries {
  return useFromLast([transactions, change], ([rows, delta], last): RowSummaries => {
    const before = last?.value ?? NONE;
    const dates = keysOf(rowCountsOf(rows, delta, dateOf), before.dates);
    const accounts = setOf(rowCountsOf(rows, delta, accountIdOf), before.accountsWithRows);
    return dates === before.dates && accounts === before.accountsWithRows
      ? before
      : { dates, accountsWithRows: accounts };
  });
}
