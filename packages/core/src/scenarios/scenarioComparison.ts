import { daysBetween } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { forecastStory } from '../forecast/forecastStory.js';
import { applyScenario, baseScenarioForecast } from './applyScenario.js';
import type { ScenarioBase, ScenarioForecast } from './applyScenario.js';
import { scenarioDifference } from './scenarioDifference.js';
import type { ScenarioDifference } from './scenarioDifference.js';
import type { Scenario } from './scenarioSchema.js';

/** Most scenarios drawn beside the base forecast at once. */
export const MAX_COMPARED_SCENARIOS = 3;

export type ComparedScenario = {
  scenario: Scenario;
  result: ScenarioForecast;
  difference: ScenarioDifference;
};

/** The base forecast and the scenarios compared with it, each computed once from the base. */
export type ScenarioComparison = { base: ScenarioForecast; compared: ComparedScenario[] };

/**
 * The base and up to three scenarios (the first three given) on top of it. With `accountIds` (the
 * forecast is of those accounts alone), a layer on another account is left out.
 */
export function compareScenarios(
  base: ScenarioBase,
  scenarios: readonly Scenario[],
  accountIds?: ReadonlySet<string>,
): ScenarioComparison {
  const baseResult = baseScenarioForecast(base);
  return {
    base: baseResult,
    compared: scenarios.slice(0, MAX_COMPARED_SCENARIOS).map((scenario) => {
      const layers = accountIds
        ? scenario.layers.filter((layer) => accountIds.has(layer.accountId))
        : scenario.layers;
      const result = applyScenario(base, layers);
      return { scenario, result, difference: scenarioDifference(baseResult, result) };
    }),
  };
}

/**
 * How long the cash lasts on a forecast: the day its expected balance reaches zero (within the
 * 13 weeks, the end of the first week below zero; past them, its mean daily net carried on, as
 * the dashboard's forecast story says) and the whole weeks from the as-of date to it; null when
 * the balance does not fall.
 */
export type ForecastRunway = { cashOutDate: IsoDate | null; weeks: number | null };

export function forecastRunway(result: ScenarioForecast): ForecastRunway {
  const { cashOutDate } = forecastStory(result.forecast, [], 0);
  return {
    cashOutDate,
    weeks:
      cashOutDate === null ? null : Math.floor(daysBetween(result.forecast.asOf, cashOutDate) / 7),
  };
}
