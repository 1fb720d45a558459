import {
  FORECAST_WEEKS,
  SCENARIO_VARIANCE_PERCENT,
  addWeeks,
  analyze,
  divideCents,
  forecastCashFlow,
  fromCents,
  monthlyTotals,
  shortDateLabel,
  toCents,
} from '@cashline/core';
import type {
  PlannedItem,
  RecurringChoices,
  CashFlowForecast,
  CategorySummary,
  FlowKind,
  IsoDate,
  Transaction,
} from '@cashline/core';
import type { ChatMessage } from '../wireFormat.js';

/** The largest recurring series the prompt names; a big ledger has hundreds, the prompt stays small. */
export const PROMPT_RECURRING_LIMIT = 40;

type MonthSummary = { month: string; inflows: number; outflows: number; netFlow: number };
type CategoryFacts = {
  category: string;
  type: FlowKind;
  total: number;
  count: number;
  average: number;
};

/**
 * The figures the forecast prompt carries (ai.md section 7). They are the core's: money summed in
 * cents, and the amount's sign, not the `type` field, decides the direction (decisions.md).
 */
export type ForecastFacts = {
  monthlySummary: MonthSummary[];
  categoryBreakdown: CategoryFacts[];
  transactionCount: number;
  dateRange: { start: IsoDate; end: IsoDate } | null;
  currentBalance: number;
  /**
   * The core engine's 13-week forecast (decisions.md: the AI receives it): each week's expected
   * flows and balance with its likely range, and the recurring series it placed on their dates.
   */
  engineForecast: Pick<CashFlowForecast, 'weeks' | 'recurring'>;
};

function categoryFacts(categories: readonly CategorySummary[], type: FlowKind): CategoryFacts[] {
  return categories.map(({ category, amount, count }) => ({
    category,
    type,
    total: amount,
    count,
    average: fromCents(divideCents(toCents(amount), count)),
  }));
}

function dateRangeOf(transactions: readonly Transaction[]): ForecastFacts['dateRange'] {
  let start: IsoDate | undefined;
  let end: IsoDate | undefined;
  for (const t of transactions) {
    if (start === undefined || t.date < start) start = t.date;
    if (end === undefined || t.date > end) end = t.date;
  }
  return start !== undefined && end !== undefined ? { start, end } : null;
}

/** The history the forecast is asked from, as of a date: later transactions are not cash yet. */
export function forecastFacts(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  choices: RecurringChoices = {},
  planned: readonly PlannedItem[] = [],
): ForecastFacts {
  const known = transactions.filter((t) => t.date <= asOf);
  const analysis = analyze(known, { asOf });
  const engine = forecastCashFlow(known, { asOf, choices, planned });
  return {
    monthlySummary: monthlyTotals(known).map(({ month, inflows, outflows, net }) => ({
      month,
      inflows,
      outflows,
      netFlow: net,
    })),
    // Largest first across both flows; at equal totals inflows stay ahead (the sort is stable).
    categoryBreakdown: [
      ...categoryFacts(analysis.inflows.categories, 'inflow'),
      ...categoryFacts(analysis.outflows.categories, 'outflow'),
    ].sort((a, b) => b.total - a.total),
    transactionCount: analysis.transactionCount,
    dateRange: dateRangeOf(known),
    currentBalance: analysis.forecastBalance,
    engineForecast: {
      weeks: engine.weeks,
      recurring: [...engine.recurring]
        .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
        .slice(0, PROMPT_RECURRING_LIMIT),
    },
  };
}

/** Labels of the 13 forecast weeks, each named for the day it starts ('Mar 5'). */
export function forecastWeekLabels(asOf: IsoDate): string[] {
  return Array.from({ length: FORECAST_WEEKS }, (_, week) => shortDateLabel(addWeeks(asOf, week)));
}

export function forecastMessages(facts: object, asOf: IsoDate): ChatMessage[] {
  const variance = `${SCENARIO_VARIANCE_PERCENT}%`;
  return [
    {
      role: 'system',
      content:
        'You are a cash-flow analyst for a business. You forecast from the figures given and ' +
        'answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content:
        `The figures are as of ${asOf}. Historical cash flow (amounts in currency units, outflows positive):\n` +
        `${JSON.stringify(facts)}\n\n` +
        'engineForecast is a statistical forecast of the same weeks from the recurring payments ' +
        'and the usual flow (balance.low and balance.high: the range 8 weeks in 10 fall inside; ' +
        'adjustment: the move of the balance that is no money in or out, learnt from its past ' +
        'forecasts); ' +
        'start from it and change it only where the history gives a reason.\n' +
        `Forecast the next ${FORECAST_WEEKS} weeks, labelled ${JSON.stringify(forecastWeekLabels(asOf))}. ` +
        'For each week give inflows, outflows, projectedBalance and realistic (the expected ending ' +
        `balance), optimistic (inflows +${variance}, outflows -${variance}) and pessimistic ` +
        `(inflows -${variance}, outflows +${variance}) ending balances.\n` +
        'Return {"weeklyForecasts": [{"week": string, "projectedBalance": number, "inflows": number, ' +
        '"outflows": number, "optimistic": number, "realistic": number, "pessimistic": number}], ' +
        '"runwayAnalysis": {"currentRunway": <months>, "projectedRunway": <months>, "burnRate": ' +
        '<monthly outflow>, "recommendations": [string]}, "categoryInsights": [{"category": string, ' +
        '"trend": "increasing"|"decreasing"|"stable", "projectedAmount": number, "riskLevel": ' +
        '"low"|"medium"|"high"}], "summary": {"overallTrend": "positive"|"negative"|"stable", ' +
        '"keyInsights": [string], "actionItems": [string]}}.',
    },
  ];
}
