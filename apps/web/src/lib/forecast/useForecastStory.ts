import { forecastStory, toCents } from '@cashline/core';
import type { ForecastStory, IsoDate, Transaction } from '@cashline/core';
import { useMemo } from 'react';
import { useAnalysis } from '../analytics/useAnalysis';
import { useEngineForecast } from './useEngineForecast';

/**
 * The engine forecast's story beside the burn (see core's `forecastStory`): the one forecast the
 * dashboard's cash-out date, lowest balance and balance in 13 weeks are read from.
 */
export function useForecastStory(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): ForecastStory {
  const { engine, upcoming, planned, oneOffs, ended, receiptsCatchUp } = useEngineForecast(
    transactions,
    asOf,
  );
  const { netBurn } = useAnalysis(transactions, asOf).runwayWidget;
  return useMemo(
    () =>
      forecastStory(engine, upcoming, toCents(netBurn), {
        planned,
        oneOffs,
        ended,
        receiptsCatchUp,
      }),
    [engine, upcoming, netBurn, planned, oneOffs, ended, receiptsCatchUp],
  );
}
