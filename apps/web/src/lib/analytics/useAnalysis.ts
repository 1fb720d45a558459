import { useMemo } from 'react';
import type { Analysis, CurrencyNote, IsoDate, Period, Transaction } from '@cashline/core';
import { cachedAnalysis, cachedConsolidated } from './analysisCache';
import { useReporting } from './useReporting';
import { useScopedAccounts } from './useScopedAccounts';

/** The analysis, with what to say of its currency when accounts in other currencies were converted. */
export type PageAnalysis = Analysis & { currency?: CurrencyNote };

/**
 * Core's analysis of the transactions for a period, computed once per list, day and period; the
 * balance is the consolidated position of the store's accounts (or the chosen one's). Accounts in
 * another currency than the reporting one are converted (core's consolidated analysis).
 */
export function useAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period = 'all',
): PageAnalysis {
  const accounts = useScopedAccounts();
  const reporting = useReporting(accounts);
  return useMemo(
    () =>
      reporting === null
        ? cachedAnalysis(transactions, asOf, period, accounts)
        : cachedConsolidated(transactions, asOf, period, accounts, reporting),
    [transactions, asOf, period, accounts, reporting],
  );
}
