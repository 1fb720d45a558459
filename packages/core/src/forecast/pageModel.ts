import { addDays, dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { fromCents, scaleCents, toCents } from '../money.js';
import { cashOutOf } from './cashOutRisk.js';
import type { CashOut } from './cashOutRisk.js';
import type { CashFlowForecast } from './engine/forecastTypes.js';
import { SCENARIO_VARIANCE_PERCENT } from './averageForecast.js';
import type { ForecastResult } from './schema.js';

export type ForecastScenario = 'realistic' | 'optimistic' | 'pessimistic';

/** The scenario selector's options; realistic is the default. */
export const FORECAST_SCENARIOS: readonly ForecastScenario[] = [
  'realistic',
  'optimistic',
  'pessimistic',
];

/** The likely range's legend: the engine's range is its 10th to 90th percentile. */
export const LIKELY_RANGE_LABEL = 'likely range, 8 in 10 weeks fall inside';

/** One week of the forecast chart and table: flows, ending balances per scenario and the range. */
export type ForecastWeekRow = {
  start: IsoDate;
  end: IsoDate;
  /** The chart's axis label, the day the week ends: '1 Dec'. */
  week: string;
  /** The week's days: '25 Nov – 1 Dec 2026'. */
  period: string;
  inflows: number;
  outflows: number;
  /** The engine's correction from its past errors: the balance moves by it beside the flows. */
  adjustment: number;
  optimistic: number;
  realistic: number;
  pessimistic: number;
  /** The 10th and 90th percentile of the week-end balance; null when the forecast has none (the AI's). */
  range: [number, number] | null;
};

/** The week with the lowest expected balance. */
export type ForecastLowPoint = { week: number; balance: number; range: [number, number] | null };

export type ForecastPageModel = {
  weeks: ForecastWeekRow[];
  /** The balance the forecast starts from. */
  balance: number;
  lowPoint: ForecastLowPoint | null;
  cashOut: CashOut;
};

export type ForecastPageInputs = {
  /** The date the forecast starts from; week 1 is the 7 days after it. */
  asOf: IsoDate;
  /** Current balance, currency units. */
  balance: number;
  /** The engine's forecast when it is the one shown: it gives the likely range. */
  engine?: CashFlowForecast | null;
};

/** '25 Nov – 1 Dec 2026', '29 Dec 2026 – 4 Jan 2027'. */
export function weekSpanLabel(start: IsoDate, end: IsoDate): string {
  const from = dateParts(start);
  const to = dateParts(end);
  const fromYear = from.year === to.year ? '' : ` ${from.year}`;
  return `${from.day} ${shortMonthName(from.month)}${fromYear} – ${to.day} ${shortMonthName(to.month)} ${to.year}`;
}

function dayMonth(date: IsoDate): string {
  const { month, day } = dateParts(date);
  return `${day} ${shortMonthName(month)}`;
}

/**
 * Shapes a forecast (the engine's or the AI's) into the forecast page's dated weeks, its lowest
 * point and whether cash runs out within it.
 */
export function forecastPageModel(
  forecast: ForecastResult,
  { asOf, balance, engine = null }: ForecastPageInputs,
): ForecastPageModel {
  const weeks = forecast.weeklyForecasts.map((week, i): ForecastWeekRow => {
    const start = addDays(asOf, i * 7 + 1);
    const end = addDays(asOf, i * 7 + 7);
    const band = engine?.weeks[i]?.balance;
    return {
      start,
      end,
      week: dayMonth(end),
      period: weekSpanLabel(start, end),
      inflows: week.inflows,
      outflows: week.outflows,
      adjustment: week.adjustment ?? 0,
      optimistic: week.optimistic,
      realistic: week.realistic,
      pessimistic: week.pessimistic,
      range: band === undefined ? null : [band.low, band.high],
    };
  });
  let lowPoint: ForecastLowPoint | null = null;
  for (const [i, row] of weeks.entries()) {
    if (lowPoint === null || row.realistic < lowPoint.balance) {
      lowPoint = { week: i, balance: row.realistic, range: row.range };
    }
  }
  return {
    weeks,
    balance,
    lowPoint,
    cashOut: cashOutOf(
      balance,
      weeks.map((row) => ({ expected: row.realistic, range: row.range })),
    ),
  };
}

/**
 * Whether any week carries an engine correction of a cent or more, so that the weekly tables show
 * it as its own column and each row's flows add up to its balance.
 */
export function hasAdjustment(weeks: readonly { adjustment?: number | undefined }[]): boolean {
  return weeks.some((week) => toCents(week.adjustment ?? 0) !== 0);
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
