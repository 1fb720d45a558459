import { analyze, analyzeConsolidated } from '@cashline/core';
import type {
  Account,
  Analysis,
  ConsolidatedAnalysis,
  IsoDate,
  Period,
  Reporting,
  Transaction,
} from '@cashline/core';
import { ledgerCache } from '../cache/ledgerCache';
import { rateTableId } from './rateTableId';

/**
 * Analyses already computed, per transaction list and account list: the dashboard's panels and the
 * analytics pages share one computation per period, and a re-render never repeats it.
 */
const cache = ledgerCache<Analysis>();
const consolidatedCache = ledgerCache<ConsolidatedAnalysis>();
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

/** The analysis of accounts in several currencies, in the reporting currency (core's). */
export function cachedConsolidated(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period,
  accounts: readonly Account[],
  reporting: Reporting,
): ConsolidatedAnalysis {
  const key = `${asOf}|${period}|${reporting.currency}|${rateTableId(reporting.rates)}`;
  return consolidatedCache.getOrCompute(transactions, accounts, key, () =>
    analyzeConsolidated(transactions, { asOf, period, accounts, reporting }),
  );
}
