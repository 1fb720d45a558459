import { FORECAST_SCENARIOS, LIKELY_RANGE_LABEL } from '@cashline/core';
import type { ForecastPageModel, ForecastScenario } from '@cashline/core';
import { EmptyState } from '../../components/analytics/EmptyState';
import type { Formatters } from '../../lib/format/useFormat';
import { ForecastBandChart } from '../../components/charts/lazyCharts';
import { ForecastCards } from './ForecastCards';
import { scenarioColors, scenarioLabels } from './scenarioLabels';
import { WeeklyBreakdown } from './WeeklyBreakdown';
import type { OpenItemWeeks } from './WeeklyBreakdown';

type ForecastViewProps = {
  model: ForecastPageModel;
  scenario: ForecastScenario;
  format: Formatters;
  openItemWeeks?: OpenItemWeeks | undefined;
};

/** The headline figures, the 13 dated weeks with their likely range, and the weekly flows. */
export function ForecastView({ model, scenario, format, openItemWeeks }: ForecastViewProps) {
  if (model.weeks.length === 0) {
    return (
      <section className="card">
        <EmptyState message="Not enough data to generate a forecast for this period." />
      </section>
    );
  }
  const label = scenarioLabels[scenario];
  const chartIsValid = model.weeks.every((week) =>
    FORECAST_SCENARIOS.every((name) => Number.isFinite(week[name])),
  );
  const low = model.lowPoint === null ? undefined : model.weeks[model.lowPoint.week];
  const rows = model.weeks.map((week) => ({
    week: week.week,
    period: `Week of ${week.period}`,
    optimistic: week.optimistic,
    realistic: week.realistic,
    pessimistic: week.pessimistic,
    ...(week.range === null ? {} : { low: week.range[0], high: week.range[1] }),
  }));

  return (
    <>
      <ForecastCards model={model} scenario={scenario} format={format} />
      <section className="card" aria-label="13-Week Balance Forecast">
        <h2 className="card__title">13-Week Balance Forecast ({label} highlighted)</h2>
        {chartIsValid ? (
          <ForecastBandChart
            label={`Week-end balance by scenario over 13 weeks, ${label} highlighted${
              model.weeks[0]?.range ? `, with the ${LIKELY_RANGE_LABEL}` : ''
            }`}
            data={rows}
            xKey="week"
            xLabel="Week ending"
            yLabel="Ending balance"
            tooltipLabelKey="period"
            lines={FORECAST_SCENARIOS.map((name) => ({
              dataKey: name,
              name: scenarioLabels[name],
              color: scenarioColors[name],
            }))}
            bandName={`L${LIKELY_RANGE_LABEL.slice(1)}`}
            bandColor={scenarioColors.realistic}
            emphasis={scenario}
            marker={
              low && model.lowPoint
                ? { x: low.week, y: model.lowPoint.balance, name: 'Lowest' }
                : null
            }
            formatTick={format.tick}
            formatValue={format.moneyExact}
          />
        ) : (
          <EmptyState message="No valid forecast chart data for this period." />
        )}
      </section>
      <WeeklyBreakdown
        model={model}
        scenario={scenario}
        format={format}
        openItemWeeks={openItemWeeks}
      />
    </>
  );
}
