import { FORECAST_SCENARIOS, scenarioFlows } from '@cashline/core';
import type { ForecastPageModel, ForecastScenario } from '@cashline/core';
import { EmptyState } from '../../components/analytics/EmptyState';
import type { Formatters } from '../../lib/format/useFormat';
import { MetricCard } from '../../components/analytics/MetricCard';
import { SeriesLineChart } from '../../components/charts/lazyCharts';
import { scenarioColors, scenarioLabels } from './scenarioLabels';

type ForecastViewProps = {
  model: ForecastPageModel;
  scenario: ForecastScenario;
  format: Formatters;
};

/** The projection, the 13-week chart and the first 6 weeks of the chosen scenario. */
export function ForecastView({ model, scenario, format }: ForecastViewProps) {
  if (model.weeks.length === 0) {
    return (
      <section className="card">
        <EmptyState message="Not enough data to generate a forecast for this period." />
      </section>
    );
  }
  const label = scenarioLabels[scenario];
  const lastWeek = model.weeks.at(-1);
  const chartIsValid = model.weeks.every((week) =>
    FORECAST_SCENARIOS.every((name) => Number.isFinite(week[name])),
  );

  return (
    <>
      <div className="cards">
        <MetricCard label="Current Balance" value={format.money(model.balance)} />
        <MetricCard
          label={`Week 13 Balance (${label})`}
          value={lastWeek ? format.money(lastWeek[scenario]) : '—'}
        />
        <MetricCard
          label="Simple Projection"
          value={format.money(model.simpleProjection)}
          hint="Balance plus 3 times the last complete month’s net flow"
        />
        {model.growthPercentage === null ? null : (
          <MetricCard
            label="Projected Growth"
            value={format.percent(model.growthPercentage)}
            hint="Simple projection against the current balance"
            tone={model.growthPercentage < 0 ? 'outflow' : 'inflow'}
          />
        )}
      </div>
      <section className="card" aria-label="13-Week Balance Forecast">
        <h2 className="card__title">13-Week Balance Forecast ({label} highlighted)</h2>
        {chartIsValid ? (
          <SeriesLineChart
            label={`13-week ending balance by scenario, ${label} highlighted`}
            data={model.weeks}
            xKey="week"
            xLabel="Week"
            yLabel="Ending balance"
            tooltipLabelKey="period"
            series={FORECAST_SCENARIOS.map((name) => ({
              dataKey: name,
              name: scenarioLabels[name],
              color: scenarioColors[name],
            }))}
            emphasis={scenario}
            formatTick={format.tick}
            formatValue={format.moneyExact}
          />
        ) : (
          <EmptyState message="No valid forecast chart data for this period." />
        )}
      </section>
      <section className="card" aria-label="Weekly Breakdown">
        <h2 className="card__title">Weekly Breakdown, first 6 weeks ({label})</h2>
        <div className="table-wrap">
          <table className="data-table data-table--short-rows">
            <thead>
              <tr>
                <th scope="col">Week</th>
                <th scope="col" className="num">
                  Expected Inflows
                </th>
                <th scope="col" className="num">
                  Expected Outflows
                </th>
                <th scope="col" className="num">
                  {label} Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {model.tableWeeks.map((week) => {
                const flows = scenarioFlows(week, scenario);
                return (
                  <tr key={week.week}>
                    <th scope="row">{week.week}</th>
                    <td className="num amount--inflow">{format.money(flows.inflows)}</td>
                    <td className="num amount--outflow">{format.money(flows.outflows)}</td>
                    <td className="num">{format.money(week[scenario])}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
