import { countsOf, countsWithDelta } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { TransactionsChange } from '../ledger/ledgerBackend';
import { useFromLast } from '../useFromLast';

/**
 * How many transactions have each key (`keyOf` must be a stable function), counted once and then
 * kept up to date from the store's changes: a few rows changed cost a few steps, not a pass.
 */
export function useRowCounts<K>(
  transactions: readonly Transaction[],
  change: TransactionsChange | null,
  keyOf: (t: Transaction) => K,
): ReadonlyMap<K, number> {
  return useFromLast([transactions, keyOf], ([rows], last): Map<K, number> =>
    last && change?.from === last.inputs[0]
      ? countsWithDelta(last.value, change, keyOf)
      : countsOf(rows, keyOf),
  );
}
