import { useMemo } from 'react';
import type { Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { cachedAnalysis } from './analysisCache';

/** Core's analysis of the transactions for a period, computed once per list, day, period and currency. */
export function useAnalysis(
  transactions: readonly Transaction[],
  today: IsoDate,
  period: Period = 'all',
): Analysis {
  const { currency } = useSettings().settings.preferences;
  return useMemo(
    () => cachedAnalysis(transactions, today, period, currency),
    [transactions, today, period, currency],
  );
}
