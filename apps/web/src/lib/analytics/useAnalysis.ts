import { useContext, useMemo } from 'react';
import type { Account, Analysis, IsoDate, Period, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { TransactionContext } from '../transactions/TransactionProvider';
import { useAccountScope } from './AccountScopeContext';
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
  const all = useContext(TransactionContext)?.accounts ?? NO_ACCOUNTS;
  const { accountId } = useAccountScope();
  // One account chosen: its own balance; else the consolidated position of all of them.
  const accounts = useMemo(() => {
    const chosen = all.filter((a) => a.id === accountId);
    return chosen.length === 1 ? chosen : all;
  }, [all, accountId]);
  return useMemo(
    () => cachedAnalysis(transactions, asOf, period, currency, accounts),
    [transactions, asOf, period, currency, accounts],
  );
}
