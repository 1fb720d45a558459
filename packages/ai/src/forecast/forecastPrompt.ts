import {
  FORECAST_WEEKS,
  SCENARIO_VARIANCE_PERCENT,
  addWeeks,
  fromCents,
  monthKey,
  shortDateLabel,
  toCents,
} from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import type { ChatMessage } from '../wireFormat.js';

type MonthSummary = { month: string; inflows: number; outflows: number; netFlow: number };
type CategorySummary = {
  category: string;
  type: 'inflow' | 'outflow';
  total: number;
  count: number;
  average: number;
};

/** The figures the forecast prompt carries (ai.md section 7), summed in cents. */
export type ForecastFacts = {
  monthlySummary: MonthSummary[];
  categoryBreakdown: CategorySummary[];
  transactionCount: number;
  dateRange: { start: IsoDate; end: IsoDate } | null;
  currentBalance: number;
};

function netCentsOf(transactions: readonly Transaction[]): number {
  let net = 0;
  for (const t of transactions) {
    const cents = Math.abs(toCents(t.amount));
    net += t.type === 'inflow' ? cents : -cents;
  }
  return net;
}

function currentBalanceCents(transactions: readonly Transaction[], netCents: number): number {
  let latest: Transaction | undefined;
  for (const t of transactions) {
    if (t.balance !== undefined && t.balance !== 0 && (!latest || t.date >= latest.date))
      latest = t;
  }
  return latest?.balance !== undefined ? toCents(latest.balance) : netCents;
}

/**
 * The balance the forecast starts from (ai.md section 9): the newest non-zero balance; without
 * one, every inflow minus every outflow.
 */
export function currentBalance(transactions: readonly Transaction[]): number {
  return fromCents(currentBalanceCents(transactions, netCentsOf(transactions)));
}

export function forecastFacts(transactions: readonly Transaction[]): ForecastFacts {
  const months = new Map<string, { in: number; out: number }>();
  const categories = new Map<
    string,
    { category: string; type: 'inflow' | 'outflow'; cents: number; count: number }
  >();
  let start: IsoDate | undefined;
  let end: IsoDate | undefined;
  let netCents = 0;
  for (const t of transactions) {
    const cents = Math.abs(toCents(t.amount));
    const month = months.get(monthKey(t.date)) ?? { in: 0, out: 0 };
    if (t.type === 'inflow') month.in += cents;
    else month.out += cents;
    months.set(monthKey(t.date), month);
    netCents += t.type === 'inflow' ? cents : -cents;
    const key = `${t.type}\u0000${t.category}`;
    const category = categories.get(key) ?? {
      category: t.category,
      type: t.type,
      cents: 0,
      count: 0,
    };
    category.cents += cents;
    category.count += 1;
    categories.set(key, category);
    if (start === undefined || t.date < start) start = t.date;
    if (end === undefined || t.date > end) end = t.date;
  }
  return {
    monthlySummary: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({
        month,
        inflows: fromCents(m.in),
        outflows: fromCents(m.out),
        netFlow: fromCents(m.in - m.out),
      })),
    categoryBreakdown: [...categories.values()]
      .sort((a, b) => b.cents - a.cents)
      .map((c) => ({
        category: c.category,
        type: c.type,
        total: fromCents(c.cents),
        count: c.count,
        average: fromCents(Math.round(c.cents / c.count)),
      })),
    transactionCount: transactions.length,
    dateRange: start !== undefined && end !== undefined ? { start, end } : null,
    currentBalance: fromCents(currentBalanceCents(transactions, netCents)),
  };
}

/** Labels of the 13 forecast weeks, each named for the day it starts ('Mar 5'). */
export function forecastWeekLabels(today: IsoDate): string[] {
  return Array.from({ length: FORECAST_WEEKS }, (_, week) => shortDateLabel(addWeeks(today, week)));
}

export function forecastMessages(facts: ForecastFacts, today: IsoDate): ChatMessage[] {
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
        `Today is ${today}. Historical cash flow (amounts in currency units, outflows positive):\n` +
        `${JSON.stringify(facts)}\n\n` +
        `Forecast the next ${FORECAST_WEEKS} weeks, labelled ${JSON.stringify(forecastWeekLabels(today))}. ` +
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
