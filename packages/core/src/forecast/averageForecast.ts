import type { Account } from '../accounts/account.js';
import { scanLedger } from '../analytics/scan.js';
import type { LedgerScan } from '../analytics/scan.js';
import { burnOf } from '../runway/burn.js';
import type { Burn } from '../runway/burn.js';
import { addWeeks, shortDateLabel } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { formatCurrency } from '../format/currency.js';
import { divideCents, fromCents, scaleCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { FORECAST_WEEKS } from './schema.js';
import type { ForecastResult, OverallTrend, WeeklyForecast } from './schema.js';
import { categoryInsights, runwayMonths } from './insights.js';

/** Scenario variance (decisions.md): optimistic is inflows +15% and outflows -15%; pessimistic the reverse. */
export const SCENARIO_VARIANCE_PERCENT = 15;
export const RAISE_REVENUE_ADVICE =
  'Weekly outflows exceed inflows: increase revenue or reduce expenses to stop the cash decline';
export const CRITICAL_RUNWAY_ADVICE =
  'Critical: cash runway is under 6 months. Cut non-essential costs or secure funding now';
export const MONITOR_RUNWAY_ADVICE = 'Monitor cash flow closely: runway is under 12 months';
export const MAINTAIN_ADVICE = 'Maintain current financial discipline';

export type AverageForecastOptions = {
  asOf: IsoDate;
  /** Currency of the amounts quoted in the summary's text; USD by default. */
  currency?: string;
};

/** The fallback's recommendations (ai.md section 9). */
export function fallbackRecommendations(weeklyNetCents: Cents, runway: number): string[] {
  const advice: string[] = [];
  if (weeklyNetCents < 0) advice.push(RAISE_REVENUE_ADVICE);
  if (runway < 6) advice.push(CRITICAL_RUNWAY_ADVICE);
  else if (runway < 12) advice.push(MONITOR_RUNWAY_ADVICE);
  else advice.push(MAINTAIN_ADVICE);
  return advice;
}

/** The starting balance: the cash balance as of the as-of date (see `LedgerScan.currentBalanceCents`). */
export function forecastStartingBalanceCents(scan: LedgerScan): Cents {
  return scan.currentBalanceCents;
}

/**
 * The balance the forecasts start from, for a whole ledger as of a date. The shortest period keeps
 * the scan from tallying categories over the whole history.
 */
export function forecastStartingBalance(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  accounts?: readonly Account[],
): number {
  const options = { asOf, period: 'month' as const };
  return fromCents(
    forecastStartingBalanceCents(
      scanLedger(transactions, accounts ? { ...options, accounts } : options),
    ),
  );
}

/**
 * The non-AI 13-week forecast (ai.md section 9, scenarios per decisions.md) from a ledger scan:
 * average weekly inflow and outflow are the last 90 days' totals / 13, each week adds the net to
 * the balance. Burn and runway are the runway page's (net burn over the last complete months), so
 * the dashboard's current and projected runway rest on one definition.
 */
export function averageForecastFromScan(
  scan: LedgerScan,
  currency = 'USD',
  burn: Burn = burnOf(scan),
): ForecastResult {
  const weeklyInCents = divideCents(scan.forecastInflowCents, FORECAST_WEEKS);
  const weeklyOutCents = divideCents(scan.forecastOutflowCents, FORECAST_WEEKS);
  const weeklyNetCents = weeklyInCents - weeklyOutCents;
  const up = 100 + SCENARIO_VARIANCE_PERCENT;
  const down = 100 - SCENARIO_VARIANCE_PERCENT;
  const optimisticNetCents =
    scaleCents(weeklyInCents, up, 100) - scaleCents(weeklyOutCents, down, 100);
  const pessimisticNetCents =
    scaleCents(weeklyInCents, down, 100) - scaleCents(weeklyOutCents, up, 100);
  const balanceCents = forecastStartingBalanceCents(scan);

  const weeklyForecasts: WeeklyForecast[] = Array.from({ length: FORECAST_WEEKS }, (_, i) => {
    const weeks = i + 1;
    const realistic = fromCents(balanceCents + weeks * weeklyNetCents);
    return {
      week: shortDateLabel(addWeeks(scan.asOf, weeks)),
      projectedBalance: realistic,
      inflows: fromCents(weeklyInCents),
      outflows: fromCents(weeklyOutCents),
      optimistic: fromCents(balanceCents + weeks * optimisticNetCents),
      realistic,
      pessimistic: fromCents(balanceCents + weeks * pessimisticNetCents),
    };
  });

  const burnCents = burn.netBurnCents;
  const currentRunway = runwayMonths(balanceCents, burnCents);
  const endBalanceCents = balanceCents + FORECAST_WEEKS * weeklyNetCents;
  const recommendations = fallbackRecommendations(weeklyNetCents, currentRunway);
  const insights = categoryInsights(scan);
  const overallTrend: OverallTrend =
    weeklyNetCents > 0 ? 'positive' : weeklyNetCents < 0 ? 'negative' : 'stable';
  const money = (cents: Cents) => formatCurrency(fromCents(cents), currency);

  const keyInsights = [
    `Average weekly inflow over the last 90 days: ${money(weeklyInCents)}`,
    `Average weekly outflow over the last 90 days: ${money(weeklyOutCents)}`,
    `Projected balance in ${FORECAST_WEEKS} weeks: ${money(endBalanceCents)}`,
  ];
  const largest = insights[0];
  if (largest !== undefined) {
    keyInsights.push(`Largest expense category: ${largest.category}`);
  }
  const actionItems = insights
    .filter((insight) => insight.riskLevel === 'high')
    .map((insight) => `Review spending in ${insight.category}`);

  return {
    weeklyForecasts,
    runwayAnalysis: {
      currentRunway,
      projectedRunway: runwayMonths(endBalanceCents, burnCents),
      burnRate: fromCents(Math.max(0, burnCents)),
      recommendations,
    },
    categoryInsights: insights,
    summary: { overallTrend, keyInsights, actionItems: [...actionItems, ...recommendations] },
  };
}

/** The non-AI 13-week forecast for a list of transactions on a given day. */
export function averageForecast(
  transactions: readonly Transaction[],
  { asOf, currency }: AverageForecastOptions,
): ForecastResult {
  return averageForecastFromScan(scanLedger(transactions, { asOf }), currency);
}
