import { againstActualSentence } from '@cashline/core';
import type { HorizonAgainstActual } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { ScenarioChart } from '../scenarios/LazyScenarioChart';
import { AGAINST_ACTUAL_LINES, againstActualRows, horizonTitle } from './againstActualView';
import { TableScroll } from '../../components/ui/TableScroll';

type HorizonSectionProps = { horizon: HorizonAgainstActual; format: Formatters };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One horizon: the sentence, the forecasts against what came on a chart, and each in a table. */
export function HorizonSection({ horizon, format }: HorizonSectionProps) {
  const title = horizonTitle(horizon.horizonWeeks);
  return (
    <section className="card" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <p className="accuracy-sentence">{againstActualSentence(horizon)}</p>
      {horizon.checks.length === 0 ? null : (
        <>
          <ScenarioChart
            label={`Forecast balance ${horizon.horizonWeeks} ${horizon.horizonWeeks === 1 ? 'week' : 'weeks'} ahead, with its likely range, and the balance that came`}
            data={againstActualRows(horizon, format.date)}
            lines={AGAINST_ACTUAL_LINES}
            formatTick={format.tick}
            formatValue={format.money}
          />
          <TableScroll>
            <table className="data-table">
              <caption className="visually-hidden">
                Each forecast {title}, against the balance that came
              </caption>
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
                  <th scope="col" className="num">
                    Difference
                  </th>
                  <th scope="col">Within 5%</th>
                  <th scope="col">In Range</th>
                </tr>
              </thead>
              <tbody>
                {horizon.checks.map((check) => (
                  <tr key={check.week}>
                    <th scope="row">{format.date(check.asOf)}</th>
                    <td>{format.date(check.target)}</td>
                    <td className="num">
                      {format.money(check.expected)}
                      <span className="forecast-range">
                        likely {format.money(check.low)} to {format.money(check.high)}
                      </span>
                    </td>
                    <td className="num">{format.money(check.actual)}</td>
                    <td className="num">
                      {format.money(check.error)} ({format.percent(check.errorShare * 100)})
                    </td>
                    <td>{yesNo(check.within5)}</td>
                    <td>{yesNo(check.insideRange)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
