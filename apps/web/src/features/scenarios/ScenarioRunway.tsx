import { applyScenario, baseScenarioForecast, forecastRunway } from '@cashline/core';
import type { ForecastRunway, IsoDate, Transaction } from '@cashline/core';
import { useMemo, useState } from 'react';
import { MetricCard } from '../../components/analytics/MetricCard';
import { SelectField } from '../../components/analytics/SelectField';
import type { Formatters } from '../../lib/format/useFormat';
import { useEngineForecast } from '../../lib/forecast/useEngineForecast';
import { useScenarios } from './ScenariosContext';

type ScenarioRunwayProps = {
  transactions: readonly Transaction[];
  asOf: IsoDate;
  format: Formatters;
};

function runwayText(runway: ForecastRunway, format: Formatters): string {
  return runway.cashOutDate === null
    ? 'Cash does not run out'
    : `${format.date(runway.cashOutDate)} (${runway.weeks} ${runway.weeks === 1 ? 'week' : 'weeks'})`;
}

/**
 * The runway under a chosen what-if scenario beside the base forecast's: the day the forecast's
 * expected balance reaches zero, carried on past its 13 weeks at its mean daily net.
 */
export function ScenarioRunway({ transactions, asOf, format }: ScenarioRunwayProps) {
  const { scenarios } = useScenarios();
  const forecast = useEngineForecast(transactions, asOf);
  const [chosen, setChosen] = useState<string>('');
  const scenario = scenarios.find((s) => s.id === chosen) ?? scenarios[0];
  const runways = useMemo(() => {
    const base = { forecast: forecast.engine, upcoming: forecast.upcoming };
    return {
      base: forecastRunway(baseScenarioForecast(base)),
      scenario: scenario ? forecastRunway(applyScenario(base, scenario.layers)) : null,
    };
  }, [forecast, scenario]);
  if (scenario === undefined || runways.scenario === null) return null;
  return (
    <section className="card" aria-label="Runway under a scenario">
      <div className="card__header">
        <h2 className="card__title">Runway Under a Scenario</h2>
        <SelectField
          label="Scenario"
          value={scenario.id}
          options={scenarios.map((s) => ({ value: s.id, label: s.name }))}
          onChange={setChosen}
        />
      </div>
      <p className="panel__subtitle">
        When the forecast&apos;s expected balance reaches zero, carried on past its 13 weeks at its
        average daily change.
      </p>
      <div className="cards">
        <MetricCard
          label="Cash lasts until (base forecast)"
          value={runwayText(runways.base, format)}
        />
        <MetricCard
          label={`Cash lasts until (${scenario.name})`}
          value={runwayText(runways.scenario, format)}
          tone={runways.scenario.cashOutDate === null ? 'neutral' : 'warning'}
        />
      </div>
    </section>
  );
}
