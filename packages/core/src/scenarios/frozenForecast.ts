import { z } from 'zod';
import { addDays, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { amountSchema, idSchema, textSchema } from '../inputLimits.js';
import { isoDateSchema } from '../transaction.js';
import { applyScenario } from './applyScenario.js';
import type { ScenarioBase } from './applyScenario.js';
import { MAX_SCENARIOS } from './scenarioSchema.js';
import type { Scenario } from './scenarioSchema.js';

/** Weeks a frozen forecast keeps: the 13 the page shows. */
export const FROZEN_WEEKS = 13;

const frozenWeekSchema = z.object({
  end: isoDateSchema,
  low: amountSchema,
  expected: amountSchema,
  high: amountSchema,
});

/** One forecast as it stood: the base (`scenarioId` null) or a saved scenario's. */
const frozenLineSchema = z.object({
  scenarioId: idSchema.nullable(),
  name: textSchema(120),
  weeks: z.array(frozenWeekSchema).max(FROZEN_WEEKS),
});

/**
 * The forecasts of one week, kept unchanged so that they can be compared with what happened:
 * the week they were made in (its Monday), the as-of date, the engine's version, and the base and
 * each saved scenario's weekly expected balances and ranges.
 */
export const frozenForecastSchema = z
  .object({
    week: isoDateSchema,
    asOf: isoDateSchema,
    engineVersion: z.string().min(1).max(40),
    forecasts: z
      .array(frozenLineSchema)
      .min(1)
      .max(MAX_SCENARIOS + 1),
  })
  .refine((frozen) => frozen.week === freezeWeek(frozen.asOf), {
    message: 'The week is the Monday on or before the as-of date',
    path: ['week'],
  })
  .refine((frozen) => frozen.forecasts.filter((line) => line.scenarioId === null).length === 1, {
    message: 'A frozen forecast holds the base forecast once',
    path: ['forecasts'],
  });
export type FrozenForecast = z.infer<typeof frozenForecastSchema>;

/** The Monday on or before a date: the week a forecast made then is frozen under. */
export function freezeWeek(date: IsoDate): IsoDate {
  // Day 0 (1 Jan 1970) was a Thursday: Monday is 3 days after it, modulo 7.
  const weekday = (((dayNumber(date) - 4) % 7) + 7) % 7;
  return addDays(date, -weekday);
}

/** The base forecast and each saved scenario's as they stand, ready to be kept. */
export function freezeForecasts(
  base: ScenarioBase,
  scenarios: readonly Scenario[],
  engineVersion: string,
): FrozenForecast {
  const weeksOf = (forecast: ScenarioBase['forecast']) =>
    forecast.weeks.slice(0, FROZEN_WEEKS).map((week) => ({
      end: week.end,
      low: week.balance.low,
      expected: week.balance.expected,
      high: week.balance.high,
    }));
  return {
    week: freezeWeek(base.forecast.asOf),
    asOf: base.forecast.asOf,
    engineVersion,
    forecasts: [
      { scenarioId: null, name: 'Base forecast', weeks: weeksOf(base.forecast) },
      ...scenarios.map((scenario) => ({
        scenarioId: scenario.id,
        name: scenario.name,
        weeks: weeksOf(applyScenario(base, scenario.layers).forecast),
      })),
    ],
  };
}
