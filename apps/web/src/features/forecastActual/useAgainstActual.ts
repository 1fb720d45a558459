import { forecastAgainstActual } from '@cashline/core';
import type {
  Account,
  ForecastAgainstActual,
  FrozenForecast,
  IsoDate,
  Transaction,
} from '@cashline/core';
import { useContext, useMemo } from 'react';
import { useReporting } from '../../lib/analytics/useReporting';
import { PENDING_RATES } from '../../lib/analytics/useRateTable';
import { LedgerContext, LedgerRowsContext } from '../../lib/transactions/ledgerContexts';
import { useFrozenForecasts } from '../scenarios/useFrozenForecasts';

export type AgainstActualState =
  | { status: 'loading' | 'error'; frozen: null; result: null }
  | {
      status: 'ready';
      frozen: readonly FrozenForecast[];
      result: ForecastAgainstActual;
      /** Whether the exchange rates to convert the balances with are still on their way. */
      ratesPending: boolean;
    };

const NO_ACCOUNTS: readonly Account[] = [];

/**
 * The kept weekly forecasts against what came, as of a date. Kept forecasts are of every account,
 * so they are held to the whole ledger (`shown` only stands in without the ledger's store), its
 * accounts in several currencies converted into the reporting one at each week-end's rate.
 */
export function useAgainstActual(shown: readonly Transaction[], asOf: IsoDate): AgainstActualState {
  const ledger = useContext(LedgerContext);
  const whole = useContext(LedgerRowsContext)?.transactions ?? shown;
  const accounts = ledger?.accounts ?? NO_ACCOUNTS;
  const reporting = useReporting(accounts);
  const kept = useFrozenForecasts();
  const frozen = kept.status === 'ready' ? kept.frozen : null;
  const result = useMemo(
    () =>
      frozen === null
        ? null
        : forecastAgainstActual(
            frozen,
            whole,
            asOf,
            reporting ? { accounts, reporting } : undefined,
          ),
    [frozen, whole, asOf, accounts, reporting],
  );
  if (frozen === null || result === null) {
    return { status: kept.status === 'error' ? 'error' : 'loading', frozen: null, result: null };
  }
  return { status: 'ready', frozen, result, ratesPending: reporting?.rates === PENDING_RATES };
}
