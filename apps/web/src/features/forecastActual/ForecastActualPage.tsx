import { Link } from 'react-router-dom';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import '../../components/analytics/analytics.css';
import type { IsoDate, Transaction } from '@cashline/core';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format/useFormat';
import { useAgainstActual } from './useAgainstActual';
import { AgainstActualCurrency } from './AgainstActualCurrency';
import { HorizonSection } from './HorizonSection';

type ForecastActualPageProps = { transactions: readonly Transaction[]; asOf: IsoDate };

/**
 * Forecast against actual (issue #37): the base forecasts kept each week laid over the balances
 * that came. Kept forecasts are of every account, so they are compared with the whole ledger
 * whichever account the other pages show.
 */
export function ForecastActualPage({ transactions, asOf }: ForecastActualPageProps) {
  const format = useFormat();
  const state = useAgainstActual(transactions, asOf);
  const { frozen, result } = state;
  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>{paths.forecastActual.title}</h1>
          <AsOfBar />
        </div>
      </header>
      <p className="panel__subtitle">
        Each week Cashline keeps the base forecast of all your accounts as it stood. Here each one
        is set against the balance that came 1, 4 and 13 weeks later. The difference is the forecast
        less the actual balance: above zero, the forecast was too high.{' '}
        <Link to={paths.forecast.path}>Back to the forecast</Link>
      </p>
      {state.status === 'ready' ? (
        <AgainstActualCurrency currency={state.result.currency} pending={state.ratesPending} />
      ) : null}
      {state.status === 'error' ? (
        <div className="banner banner--error" role="alert">
          The kept forecasts could not be loaded. Reload the page to try again.
        </div>
      ) : result === null ? (
        <p role="status">Loading the kept forecasts…</p>
      ) : result.anyPassed ? (
        result.horizons.map((horizon) => (
          <HorizonSection key={horizon.horizonWeeks} horizon={horizon} format={format} />
        ))
      ) : (
        <section className="card">
          <p>
            {frozen?.length === 0
              ? 'No forecast has been kept yet: the first is kept the first time you open the forecast in a week.'
              : 'No kept forecast has reached its date yet: the first comparison comes a week after the first was kept.'}{' '}
            Until then, the forecast page checks the forecast against your past transactions.
          </p>
        </section>
      )}
    </div>
  );
}
