import { addWeeks } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { percentageOf } from '../format/percent.js';
import { fromCents, scaleCents, toCents } from '../money.js';
import { longDateLabel } from '../runway/runwayText.js';
import { SCENARIO_VARIANCE_PERCENT } from './fallback.js';
import type { ForecastResult } from './schema.js';

export type ForecastScenario = 'realistic' | 'optimistic' | 'pessimistic';

/** The scenario selector's options; realistic is the default. */
export const FORECAST_SCENARIOS: readonly ForecastScenario[] = [
  'realistic',
  'optimistic',
  'pessimistic',
];

/** Weeks shown in the breakdown table. */
export const FORECAST_TABLE_WEEKS = 6;

/** Months the simple projection looks ahead. */
export const SIMPLE_PROJECTION_MONTHS = 3;

/** One row of the forecast chart and table (app.md section 3): ending balances per scenario. */
export type ForecastWeekRow = {
  week: string;
  /** The week with the day it ends, for the chart's tooltip: 'Week 1, to 1 Dec 2026'. */
  period: string;
  inflows: number;
  outflows: number;
  optimistic: number;
  realistic: number;
  pessimistic: number;
};

export type ForecastPageModel = {
  /** 'Week 1' .. 'Week 13'; empty when the forecast has no weeks. */
  weeks: ForecastWeekRow[];
  /** The first 6 weeks, for the breakdown table. */
  tableWeeks: ForecastWeekRow[];
  balance: number;
  /** Balance + 3 x the last complete month's net flow. */
  simpleProjection: number;
  /** Change of the simple projection over the balance, percent to 1 decimal; null unless the balance is above 0. */
  growthPercentage: number | null;
};

export type ForecastPageInputs = {
  /** The date the forecast starts from; week 1 is the 7 days after it. */
  asOf: IsoDate;
  /** Current balance, currency units. */
  balance: number;
  /** The last complete month's net flow, currency units. */
  monthNet: number;
};

/** Shapes a forecast (the fallback or the AI's) into the forecast page's weeks and projection. */
export function forecastPageModel(
  forecast: ForecastResult,
  { asOf, balance, monthNet }: ForecastPageInputs,
): ForecastPageModel {
  const weeks = forecast.weeklyForecasts.map((week, i) => ({
    week: `Week ${i + 1}`,
    period: `Week ${i + 1}, to ${longDateLabel(addWeeks(asOf, i + 1))}`,
    inflows: week.inflows,
    outflows: week.outflows,
    optimistic: week.optimistic,
    realistic: week.realistic,
    pessimistic: week.pessimistic,
  }));
  const balanceCents = toCents(balance);
  const growthCents = SIMPLE_PROJECTION_MONTHS * toCents(monthNet);
  return {
    weeks,
    tableWeeks: weeks.slice(0, FORECAST_TABLE_WEEKS),
    balance: fromCents(balanceCents),
    simpleProjection: fromCents(balanceCents + growthCents),
    growthPercentage: balanceCents > 0 ? percentageOf(growthCents, balanceCents) : null,
  };
}

const SCENARIO_FLOW_PERCENT: Readonly<
  Record<ForecastScenario, { inflows: number; outflows: number }>
> = {
  realistic: { inflows: 100, outflows: 100 },
  optimistic: {
    inflows: 100 + SCENARIO_VARIANCE_PERCENT,
    outflows: 100 - SCENARIO_VARIANCE_PERCENT,
  },
  pessimistic: {
    inflows: 100 - SCENARIO_VARIANCE_PERCENT,
    outflows: 100 + SCENARIO_VARIANCE_PERCENT,
  },
};

/**
 * A week's expected inflows and outflows under a scenario (decisions.md: optimistic is inflows
 * +15% and outflows -15%, pessimistic the reverse), so that the breakdown table's flows add up to
 * the scenario's balances rather than to the realistic one's.
 */
export function scenarioFlows(
  row: Pick<ForecastWeekRow, 'inflows' | 'outflows'>,
  scenario: ForecastScenario,
): { inflows: number; outflows: number } {
  const percent = SCENARIO_FLOW_PERCENT[scenario];
  return {
    inflows: fromCents(scaleCents(toCents(row.inflows), percent.inflows, 100)),
    outflows: fromCents(scaleCents(toCents(row.outflows), percent.outflows, 100)),
  };
}

/** One scenario's ending balance per week, for the chart. */
export function scenarioSeries(
  model: ForecastPageModel,
  scenario: ForecastScenario,
): { week: string; balance: number }[] {
  return model.weeks.map((row) => ({ week: row.week, balance: row[scenario] }));
}
