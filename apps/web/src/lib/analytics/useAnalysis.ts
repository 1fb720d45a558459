import { useMemo } from 'react';
import type {
  Analysis,
  CurrencyNote,
  IsoDate,
  Period,
  RateTable,
  Transaction,
} from '@cashline/core';
import { cachedAnalysis, cachedConsolidated } from './analysisCache';
import { useReporting } from './useReporting';
import { PENDING_RATES } from './useRateTable';
import { useScopedAccounts } from './useScopedAccounts';

/**
 * What a page says of its currency: core's note, and whether the rates are still on their way
 * (the figures then lack what needs them, and say so, but not yet that a rate is missing).
 */
export type PageCurrencyNote = CurrencyNote & { pending?: boolean };

/** The analysis, with what to say of its currency when accounts in other currencies were converted. */
export type PageAnalysis = Analysis & { currency?: PageCurrencyNote };

/** The note, marked pending while the rates it was made with are still being fetched. */
export function withPending(
  note: CurrencyNote | undefined,
  rates: RateTable | undefined,
): PageCurrencyNote | undefined {
  return note !== undefined && rates === PENDING_RATES ? { ...note, pending: true } : note;
}

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
  return useMemo(() => {
    if (reporting === null) return cachedAnalysis(transactions, asOf, period, accounts);
    const analysis = cachedConsolidated(transactions, asOf, period, accounts, reporting);
    const currency = withPending(analysis.currency, reporting.rates);
    return currency === analysis.currency ? analysis : { ...analysis, currency };
  }, [transactions, asOf, period, accounts, reporting]);
}
