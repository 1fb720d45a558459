import { analyze, analyzeConsolidated } from '@cashline/core';
import type {
  Account,
  Analysis,
  ConsolidatedAnalysis,
  IsoDate,
  Period,
  RateTable,
  Reporting,
  Transaction,
} from '@cashline/core';
import { ledgerCache } from '../cache/ledgerCache';

/**
 * Analyses already computed, per transaction list and account list: the dashboard's panels and the
 * analytics pages share one computation per period, and a re-render never repeats it.
 */
const cache = ledgerCache<Analysis>();
const consolidatedCache = ledgerCache<ConsolidatedAnalysis>();
const NO_ACCOUNTS: readonly Account[] = [];

/** Each rate table a number, so that a new table (rates fetched again) is a new cache key. */
const tableIds = new WeakMap<RateTable, number>();
let nextTableId = 0;
function tableId(table: RateTable): number {
  let id = tableIds.get(table);
  if (id === undefined) {
    nextTableId += 1;
    id = nextTableId;
    tableIds.set(table, id);
  }
  return id;
}

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
  const key = `${asOf}|${period}|${reporting.currency}|${tableId(reporting.rates)}`;
  return consolidatedCache.getOrCompute(transactions, accounts, key, () =>
    analyzeConsolidated(transactions, { asOf, period, accounts, reporting }),
  );
}
