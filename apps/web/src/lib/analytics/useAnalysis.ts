import { useMemo } from 'react';
import type { Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { cachedAnalysis } from './analysisCache';

/** Core's analysis of the transactions for a period, computed once per list, day and period. */
export function useAnalysis(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period = 'all',
): Analysis {
  return useMemo(() => cachedAnalysis(transactions, asOf, period), [transactions, asOf, period]);
}
