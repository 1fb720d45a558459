import { accuracySentence, againstActualSentence } from '@cashline/core';
import type {
  ForecastAccuracy,
  ForecastAgainstActual,
  IsoDate,
  RecurringChoices,
  Transaction,
} from '@cashline/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Formatters } from '../../lib/format/useFormat';
import { useForecastAccuracy } from '../../lib/forecast/useForecastAccuracy';
import type { AccuracyState } from '../../lib/forecast/useForecastAccuracy';
import { TableScroll } from '../../components/ui/TableScroll';

type AccuracyPanelProps = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  choices: RecurringChoices;
  /** The kept weekly forecasts against what came; null while they load. */
  againstActual: ForecastAgainstActual | null;
  format: Formatters;
};

function AgainstActual({ againstActual }: { againstActual: ForecastAgainstActual }) {
  return (
    <>
      <p>From the forecasts kept each week, against the balances that came:</p>
      <ul className="accuracy-horizons">
        {againstActual.horizons
          .filter((horizon) => horizon.checks.length > 0)
          .map((horizon) => (
            <li key={horizon.horizonWeeks} className="accuracy-sentence">
              {againstActualSentence(horizon)}
            </li>
          ))}
      </ul>
    </>
  );
}

function Backtest({ state, format }: { state: AccuracyState; format: Formatters }) {
  if (state.status === 'checking') {
    return (
      <p role="status">
        Checking past forecasts against your ledger
        {state.total > 0 ? `: ${state.done} of ${state.total}` : '…'}
        {state.total > 0 ? (
          <progress className="accuracy-progress" max={state.total} value={state.done} />
        ) : null}
      </p>
    );
  }
  return (
    <>
      <p>
        No forecast kept each week has reached its date yet, so these are checks on your past
        transactions.
      </p>
      <p className="accuracy-sentence">{accuracySentence(state.accuracy)}</p>
      {state.accuracy.status === 'measured' ? (
        <Measured accuracy={state.accuracy} format={format} />
      ) : null}
    </>
  );
}

function times(count: number, total: number): string {
  return `${count} ${count === 1 ? 'time' : 'times'} out of ${total}`;
}

function Measured({
  accuracy,
  format,
}: {
  accuracy: Extract<ForecastAccuracy, { status: 'measured' }>;
  format: Formatters;
}) {
  const total = accuracy.origins.length;
  return (
    <>
      <p>
        Within 10%: {times(accuracy.within10, total)}. Each check forecast from the transactions up
        to a past Sunday and compared the balance {accuracy.horizonWeeks} weeks later with the one
        your transactions give.
      </p>
      <details>
        <summary>The {total} checks</summary>
        <TableScroll>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Forecast Made</th>
                <th scope="col">For</th>
                <th scope="col" className="num">
                  Forecast
                </th>
                <th scope="col" className="num">
                  Actual
                </th>
              </tr>
            </thead>
            <tbody>
              {accuracy.origins.map((check) => (
                <tr key={check.origin}>
                  <th scope="row">{format.date(check.origin)}</th>
                  <td>{format.date(check.target)}</td>
                  <td className="num">
                    {format.money(check.expected)}
                    <span className="forecast-range">
                      likely {format.money(check.low)} to {format.money(check.high)}
                    </span>
                  </td>
                  <td className="num">{format.money(check.actual)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </>
  );
}

/**
 * "How accurate has this been?": the forecasts kept each week against what came once one has
 * reached its date; before that, the engine's past forecasts on this ledger (the backtest). The
 * backtest's progress is this panel's own state, so it redraws the panel and not the page.
 */
export function AccuracyPanel({
  transactions,
  asOf,
  choices,
  againstActual,
  format,
}: AccuracyPanelProps) {
  const state = useForecastAccuracy(transactions, asOf, choices);
  return (
    <section className="card" aria-label="How accurate has this been?">
      <h2 className="card__title">How accurate has this been?</h2>
      {againstActual?.anyPassed ? (
        <AgainstActual againstActual={againstActual} />
      ) : (
        <Backtest state={state} format={format} />
      )}
      <p>
        <Link to={paths.forecastActual.path}>Forecast against actual</Link>
      </p>
    </section>
  );
}
