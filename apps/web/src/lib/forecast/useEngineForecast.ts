import { useMemo } from 'react';
import type { IsoDate, Transaction } from '@cashline/core';
import { useSettings } from '../settings/useSettings';
import { cachedEngineForecast } from './engineForecastCache';
import type { EngineForecast } from './engineForecastCache';

/** Core's forecast engine over the ledger as of a date, computed once per list and date. */
export function useEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): EngineForecast {
  const { currency } = useSettings().settings.preferences;
  return useMemo(
    () => cachedEngineForecast(transactions, asOf, currency),
    [transactions, asOf, currency],
  );
}
