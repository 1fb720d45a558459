import { forecastAgainstActual } from '@cashline/core';
import type { ForecastAgainstActual, FrozenForecast, IsoDate, Transaction } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { TransactionContext } from '../../lib/transactions/TransactionProvider';
import { useFrozenForecasts } from '../scenarios/useFrozenForecasts';

export type AgainstActualState =
  | { status: 'loading' | 'error'; frozen: null; result: null }
  | { status: 'ready'; frozen: readonly FrozenForecast[]; result: ForecastAgainstActual };

/**
 * The kept weekly forecasts against what came, as of a date. Kept forecasts are of every account,
 * so they are held to the whole ledger (`shown` only stands in without the ledger's store).
 */
export function useAgainstActual(shown: readonly Transaction[], asOf: IsoDate): AgainstActualState {
  const ledger = useContext(TransactionContext);
  const whole = ledger?.transactions ?? shown;
  const kept = useFrozenForecasts();
  const frozen = kept.status === 'ready' ? kept.frozen : null;
  const result = useMemo(
    () => (frozen === null ? null : forecastAgainstActual(frozen, whole, asOf)),
    [frozen, whole, asOf],
  );
  if (frozen === null || result === null) {
    return { status: kept.status === 'error' ? 'error' : 'loading', frozen: null, result: null };
  }
  return { status: 'ready', frozen, result };
}
