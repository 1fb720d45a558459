import type { IsoDate } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { ScenarioForecast } from './applyScenario.js';

/** The week whose end balance the comparison quotes: week 13, or the last when fewer. */
export const COMPARED_WEEK = 13;

/** How a scenario differs from the base, in the figures the page compares (signed: scenario − base). */
export type ScenarioDifference = {
  lowestBalance: { base: number | null; scenario: number | null; change: number | null };
  cashOutDate: { base: IsoDate | null; scenario: IsoDate | null };
  /** The expected balance at the end of week 13 (or the last week). */
  weekBalance: {
    week: number;
    base: number | null;
    scenario: number | null;
    change: number | null;
  };
};

const change = (base: number | null, scenario: number | null) =>
  base === null || scenario === null ? null : fromCents(toCents(scenario) - toCents(base));

export function scenarioDifference(
  base: ScenarioForecast,
  scenario: ScenarioForecast,
): ScenarioDifference {
  const index = Math.min(COMPARED_WEEK, base.forecast.weeks.length) - 1;
  const baseWeek = base.forecast.weeks[index]?.balance.expected ?? null;
  const scenarioWeek = scenario.forecast.weeks[index]?.balance.expected ?? null;
  const baseLow = base.lowest?.balance ?? null;
  const scenarioLow = scenario.lowest?.balance ?? null;
  return {
    lowestBalance: { base: baseLow, scenario: scenarioLow, change: change(baseLow, scenarioLow) },
    cashOutDate: { base: base.cashOutDate, scenario: scenario.cashOutDate },
    weekBalance: {
      week: index + 1,
      base: baseWeek,
      scenario: scenarioWeek,
      change: change(baseWeek, scenarioWeek),
    },
  };
}
