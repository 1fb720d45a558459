import { analyze } from '@cashline/core';
import type { Analysis, IsoDate, Period, Transaction } from '@cashline/core';

/**
 * Analyses already computed, per transaction list. The store hands out a new array only when the
 * data changes, so the list itself is the cache key: the dashboard's panels and the analytics pages
 * share one computation per period, and a re-render never repeats it. A WeakMap lets old lists go.
 */
const cache = new WeakMap<readonly Transaction[], Map<string, Analysis>>();

export function cachedAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period,
): Analysis {
  let byOptions = cache.get(transactions);
  if (byOptions === undefined) {
    byOptions = new Map();
    cache.set(transactions, byOptions);
  }
  const key = `${asOf}|${period}`;
  let analysis = byOptions.get(key);
  if (analysis === undefined) {
    analysis = analyze(transactions, { asOf, period });
    byOptions.set(key, analysis);
  }
  return analysis;
}
