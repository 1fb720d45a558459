import { useContext, useMemo } from 'react';
import type { Account, Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { TransactionContext } from '../transactions/TransactionProvider';
import { cachedAnalysis } from './analysisCache';

const NO_ACCOUNTS: readonly Account[] = [];

/**
 * Core's analysis of the transactions for a period, computed once per list, day, period and
 * currency; the balance is the consolidated position of the store's accounts.
 */
export function useAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period = 'all',
): Analysis {
  const { currency } = useSettings().settings.preferences;
  const accounts = useContext(TransactionContext)?.accounts ?? NO_ACCOUNTS;
  return useMemo(
    () => cachedAnalysis(transactions, asOf, period, currency, accounts),
    [transactions, asOf, period, currency, accounts],
  );
}
