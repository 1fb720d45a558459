import { useMemo } from 'react';
import type { Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { cachedAnalysis } from './analysisCache';

/** Core's analysis of the transactions for a period, computed once per list, day, period and currency. */
export function useAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period = 'all',
): Analysis {
  const { currency } = useSettings().settings.preferences;
  return useMemo(
    () => cachedAnalysis(transactions, asOf, period, currency),
    [transactions, asOf, period, currency],
  );
}
