import { useMemo } from 'react';
import type { EngineForecast, IsoDate, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { cachedEngineForecast } from './engineForecastCache';
import { useRecurringChoices } from './useRecurringChoices';

/**
 * Core's forecast engine over the ledger as of a date, with the user's recurring choices, computed
 * once per list, date and choices.
 */
export function useEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): EngineForecast {
  const { currency } = useSettings().settings.preferences;
  const { choices } = useRecurringChoices();
  return useMemo(
    () => cachedEngineForecast(transactions, asOf, currency, choices),
    [transactions, asOf, currency, choices],
  );
}
