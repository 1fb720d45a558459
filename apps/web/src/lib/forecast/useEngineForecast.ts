import { useMemo } from 'react';
import type { EngineForecast, IsoDate, Transaction } from '@cashline/core';
import { useScopedAccounts } from '../analytics/useScopedAccounts';
import { useSettings } from '../settings/useSettings';
import { cachedEngineForecast } from './engineForecastCache';
import { useRecurringChoices } from './useRecurringChoices';

/**
 * Core's forecast engine over the ledger as of a date, with the user's recurring choices, its
 * opening balance the chosen accounts' position, computed once per list, accounts, date and choices.
 */
export function useEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): EngineForecast {
  const { currency } = useSettings().settings.preferences;
  const { choices } = useRecurringChoices();
  const accounts = useScopedAccounts();
  return useMemo(
    () => cachedEngineForecast(transactions, asOf, currency, choices, accounts),
    [transactions, asOf, currency, choices, accounts],
  );
}
