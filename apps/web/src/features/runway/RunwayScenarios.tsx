import type { RunwayScenario, RunwayScenarioName } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

const scenarioTitles: Record<RunwayScenarioName, string> = {
  pessimistic: 'Pessimistic',
  current: 'Current',
  optimistic: 'Optimistic',
};

/** The runway page's three scenarios on net burn, as labelled (x1.2, x1, x0.8). */
export function RunwayScenarios({
  scenarios,
  format,
}: {
  scenarios: readonly RunwayScenario[];
  format: Formatters;
}) {
  return (
    <section className="card" aria-label="Runway Scenarios">
      <h2 className="card__title">Runway Scenarios</h2>
      <TableScroll>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">Assumption</th>
              <th scope="col" className="num">
                Net Burn
              </th>
              <th scope="col" className="num">
                Runway
              </th>
            </tr>
          </thead>
          <tbody>
            {scenarios.map((scenario) => (
              <tr key={scenario.name}>
                <th scope="row">{scenarioTitles[scenario.name]}</th>
                <td>{scenario.label}</td>
                <td className="num">{format.moneyExact(scenario.burnRate)}</td>
                <td className="num num--text">
                  {scenario.runwayMonths === null
                    ? 'Not limited by burn'
                    : format.months(scenario.runwayMonths)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
