import { analyze } from '@cashline/core';
import type { Account, Analysis, IsoDate, Period, Transaction } from '@cashline/core';

/**
 * Analyses already computed, per transaction list and account list. The store hands out new arrays
 * only when the data changes, so the lists themselves are the cache keys: the dashboard's panels
 * and the analytics pages share one computation per period, and a re-render never repeats it.
 * WeakMaps let old lists go.
 */
const cache = new WeakMap<readonly Transaction[], WeakMap<object, Map<string, Analysis>>>();
const NO_ACCOUNTS: readonly Account[] = [];

export function cachedAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period,
  accounts: readonly Account[] = NO_ACCOUNTS,
): Analysis {
  let byAccounts = cache.get(transactions);
  if (byAccounts === undefined) {
    byAccounts = new WeakMap();
    cache.set(transactions, byAccounts);
  }
  let byOptions = byAccounts.get(accounts);
  if (byOptions === undefined) {
    byOptions = new Map();
    byAccounts.set(accounts, byOptions);
  }
  const key = `${asOf}|${period}`;
  let analysis = byOptions.get(key);
  if (analysis === undefined) {
    // With accounts, the balance is their consolidated position (cards and loans owed).
    analysis = analyze(transactions, { asOf, period, accounts });
    byOptions.set(key, analysis);
  }
  return analysis;
}
