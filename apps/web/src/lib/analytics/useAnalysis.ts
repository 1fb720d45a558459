import { useMemo } from 'react';
import type { Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { cachedAnalysis } from './analysisCache';
import { useScopedAccounts } from './useScopedAccounts';

/**
 * Core's analysis of the transactions for a period, computed once per list, day and period; the
 * balance is the consolidated position of the store's accounts (or the chosen one's).
 */
export function useAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period = 'all',
): Analysis {
  const accounts = useScopedAccounts();
  return useMemo(
    () => cachedAnalysis(transactions, asOf, period, accounts),
    [transactions, asOf, period, accounts],
  );
}
