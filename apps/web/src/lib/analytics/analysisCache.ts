import { analyze } from '@cashline/core';
import type { Account, Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { ledgerCache } from '../cache/ledgerCache';

/**
 * Analyses already computed, per transaction list and account list: the dashboard's panels and the
 * analytics pages share one computation per period, and a re-render never repeats it.
 */
const cache = ledgerCache<Analysis>();
const NO_ACCOUNTS: readonly Account[] = [];

export function cachedAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period,
  accounts: readonly Account[] = NO_ACCOUNTS,
): Analysis {
  // With accounts, the balance is their consolidated position (cards and loans owed).
  return cache.getOrCompute(transactions, accounts, `${asOf}|${period}`, () =>
    analyze(transactions, { asOf, period, accounts }),
  );
}
