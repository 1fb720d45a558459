import { useMemo } from 'react';
import type { Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { cachedAnalysis } from './analysisCache';
import { useScopedAccounts } from './useScopedAccounts';

/**
 * Core's analysis of the transactions for a period, computed once per list, day, period and
 * currency; the balance is the consolidated position of the store's accounts (or the chosen one's).
 */
export function useAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period = 'all',
): Analysis {
  const { currency } = useSettings().settings.preferences;
  const accounts = useScopedAccounts();
  return useMemo(
    () => cachedAnalysis(transactions, asOf, period, currency, accounts),
    [transactions, asOf, period, currency, accounts],
  );
}
