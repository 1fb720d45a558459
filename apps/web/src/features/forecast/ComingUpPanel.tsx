import { cadenceText, dueDatesText } from '@cashline/core';
import type { RecurringChoice, UpcomingRecurring } from '@cashline/core';
import type { ReactNode } from 'react';
import type { Formatters } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

type ComingUpPanelProps = {
  upcoming: readonly UpcomingRecurring[];
  dismissed: readonly UpcomingRecurring[];
  format: Formatters;
  /** Keeps a confirm or dismiss; without it (a viewer) the choices are shown, not offered. */
  onChoose?: (key: string, choice: RecurringChoice | null) => void;
  /** Puts a series in a scenario (stopped, changed or later); without it, not offered. */
  onAddToScenario?: (series: UpcomingRecurring) => void;
  /** False when the browser would not keep the last choice. */
  saved: boolean;
  /** The planned one-offs, listed after the series. */
  children?: ReactNode;
};

function SeriesName({ series }: { series: UpcomingRecurring }) {
  return (
    <>
      <span className="coming-up__what" title={series.description}>
        {series.payee}
      </span>
      <span className="coming-up__detail">
        {cadenceText(series.cadence)} · {series.category}
      </span>
    </>
  );
}

/**
 * "Coming up": the recurring payments the engine found, on their dates in the next 13 weeks. The
 * user confirms or dismisses each; the next forecast uses the choice. The planned one-offs follow.
 */
export function ComingUpPanel({
  upcoming,
  dismissed,
  format,
  onChoose,
  onAddToScenario,
  saved,
  children,
}: ComingUpPanelProps) {
  return (
    <section className="card" aria-label="Coming up">
      <h2 className="card__title">Coming Up</h2>
      <p className="panel__subtitle">
        Recurring payments found in your history, on their dates in the next 13 weeks. Confirm the
        ones you expect; dismiss any that have stopped, and the forecast leaves them out.
      </p>
      {saved ? null : (
        <p className="banner banner--error" role="alert">
          This browser did not keep your choice; it applies until the page is reloaded.
        </p>
      )}
      {upcoming.length === 0 ? (
        <p>No recurring payments found in your history yet.</p>
      ) : (
        <TableScroll>
          <table className="data-table data-table--stack">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">When</th>
                <th scope="col" className="num">
                  How Much
                </th>
                <th scope="col">Your Call</th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((series) => (
                <tr key={series.key}>
                  <th scope="row">
                    <SeriesName series={series} />
                  </th>
                  <td data-label="When">{dueDatesText(series.dates)}</td>
                  <td
                    data-label="How much"
                    className={`num ${series.amount < 0 ? 'amount--outflow' : 'amount--inflow'}`}
                  >
                    {format.moneyExact(series.amount)}
                  </td>
                  <td className="data-table__actions">
                    <span className="coming-up__actions">
                      {!onChoose ? (
                        series.choice === 'confirmed' && <span className="badge">Confirmed</span>
                      ) : series.choice === 'confirmed' ? (
                        <>
                          <span className="badge">Confirmed</span>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={`Undo confirming ${series.payee}`}
                            onClick={() => onChoose(series.key, null)}
                          >
                            Undo
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Confirm ${series.payee}`}
                          onClick={() => onChoose(series.key, 'confirmed')}
                        >
                          Confirm
                        </button>
                      )}
                      {onChoose && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Dismiss ${series.payee}`}
                          onClick={() => onChoose(series.key, 'dismissed')}
                        >
                          Dismiss
                        </button>
                      )}
                      {onAddToScenario && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Add ${series.payee} to a scenario`}
                          onClick={() => onAddToScenario(series)}
                        >
                          Add to a scenario
                        </button>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {dismissed.length > 0 ? (
        <details className="coming-up__dismissed">
          <summary>Dismissed ({dismissed.length})</summary>
          <ul>
            {dismissed.map((series) => (
              <li key={series.key}>
                <SeriesName series={series} /> {format.moneyExact(series.amount)}{' '}
                {onChoose && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Restore ${series.payee}`}
                    onClick={() => onChoose(series.key, null)}
                  >
                    Restore
                  </button>
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {children}
    </section>
  );
}
