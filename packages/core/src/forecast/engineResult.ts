import type { Account } from '../accounts/account.js';
import { scanLedger } from '../analytics/scan.js';
import type { LedgerScan } from '../analytics/scan.js';
import { shortDateLabel } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { formatCurrency } from '../format/currency.js';
import { divideCents, fromCents, scaleCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import { burnOf } from '../runway/burn.js';
import type { Burn } from '../runway/burn.js';
import { forecastDetail } from './engine/forecastDetail.js';
import type {
  CashFlowForecast,
  ForecastDetail,
  RecurringChoices,
  UpcomingRecurring,
} from './engine/forecastTypes.js';
import type { Transaction } from '../transaction.js';
import type { PlannedItem } from './plannedItems.js';
import type { OpenItem } from '../invoices/openItem.js';
import { fallbackRecommendations, SCENARIO_VARIANCE_PERCENT } from './averageForecast.js';
import { categoryInsights, runwayMonths } from './insights.js';
import type { ForecastResult, OverallTrend, WeeklyForecast } from './schema.js';

export type EngineResultOptions = {
  /** Currency of the amounts quoted in the summary's text; USD by default. */
  currency?: string;
  /** The runway page's burn, so the forecast's runway rests on the same definition. */
  burn?: Burn;
};

const UP = 100 + SCENARIO_VARIANCE_PERCENT;
const DOWN = 100 - SCENARIO_VARIANCE_PERCENT;

/**
 * The forecast page's output schema (ai.md section 3) filled from the engine's forecast
 * (decisions.md: the engine supersedes the 90-day average). Realistic is the engine's expected
 * path; optimistic and pessimistic move each week's expected flows by the scenario variance
 * (inflows +15% and outflows -15%, and the reverse) and add them up, with the engine's correction
 * (see `CashFlowWeek.adjustment`), from the same opening balance.
 */
export function forecastResultFromEngine(
  engine: CashFlowForecast,
  scan: LedgerScan,
  { currency = 'USD', burn = burnOf(scan) }: EngineResultOptions = {},
): ForecastResult {
  const openingCents = toCents(engine.openingBalance);
  let optimisticCents = openingCents;
  let pessimisticCents = openingCents;
  let inflowCents = 0;
  let outflowCents = 0;
  const weeklyForecasts: WeeklyForecast[] = engine.weeks.map((week) => {
    const inCents = toCents(week.inflows);
    const outCents = toCents(week.outflows);
    inflowCents += inCents;
    outflowCents += outCents;
    // The engine's correction moves every scenario's path alike: it is no money in or out to scale.
    const adjustmentCents = toCents(week.adjustment);
    optimisticCents +=
      scaleCents(inCents, UP, 100) - scaleCents(outCents, DOWN, 100) + adjustmentCents;
    pessimisticCents +=
      scaleCents(inCents, DOWN, 100) - scaleCents(outCents, UP, 100) + adjustmentCents;
    return {
      week: shortDateLabel(week.end),
      projectedBalance: week.balance.expected,
      inflows: week.inflows,
      outflows: week.outflows,
      optimistic: fromCents(optimisticCents),
      realistic: week.balance.expected,
      pessimistic: fromCents(pessimisticCents),
      adjustment: week.adjustment,
    };
  });

  const weekCount = Math.max(1, engine.weeks.length);
  const weeklyNetCents = divideCents(inflowCents - outflowCents, weekCount);
  const last = engine.weeks.at(-1);
  const endCents = last === undefined ? openingCents : toCents(last.balance.expected);
  const currentRunway = runwayMonths(openingCents, burn.netBurnCents);
  const recommendations = fallbackRecommendations(weeklyNetCents, currentRunway);
  const insights = categoryInsights(scan);
  const money = (cents: Cents) => formatCurrency(fromCents(cents), currency);
  const overallTrend: OverallTrend =
    weeklyNetCents > 0 ? 'positive' : weeklyNetCents < 0 ? 'negative' : 'stable';

  const keyInsights = [
    `Expected weekly inflow over the next ${weekCount} weeks: ${money(divideCents(inflowCents, weekCount))}`,
    `Expected weekly outflow over the next ${weekCount} weeks: ${money(divideCents(outflowCents, weekCount))}`,
  ];
  if (last !== undefined) {
    keyInsights.push(
      `Projected balance in ${weekCount} weeks: ${money(endCents)} (likely between ${money(toCents(last.balance.low))} and ${money(toCents(last.balance.high))})`,
    );
  }
  const largest = insights[0];
  if (largest !== undefined) keyInsights.push(`Largest expense category: ${largest.category}`);
  const actionItems = insights
    .filter((insight) => insight.riskLevel === 'high')
    .map((insight) => `Review spending in ${insight.category}`);

  return {
    weeklyForecasts,
    runwayAnalysis: {
      currentRunway,
      projectedRunway: runwayMonths(endCents, burn.netBurnCents),
      burnRate: fromCents(Math.max(0, burn.netBurnCents)),
      recommendations,
    },
    categoryInsights: insights,
    summary: { overallTrend, keyInsights, actionItems: [...actionItems, ...recommendations] },
  };
}

export type EngineForecastOptions = {
  asOf: IsoDate;
  currency?: string;
  /** The user's confirm/dismiss choices of detected series. */
  choices?: RecurringChoices;
  /** The ledger's accounts: the opening balance is then their consolidated position. */
  accounts?: readonly Account[];
  /** One-off payments and receipts the user expects. */
  planned?: readonly PlannedItem[];
  /** Invoices and bills, open and paid: the open ones are placed by their parties' habits. */
  openItems?: readonly OpenItem[];
};

/** The engine's forecast, the page's output schema filled from it, and its recurring series. */
export type EngineForecast = {
  engine: CashFlowForecast;
  result: ForecastResult;
  /** Series due within the forecast, by first date. */
  upcoming: UpcomingRecurring[];
  /** Series the user dismissed, so they may be restored. */
  dismissed: UpcomingRecurring[];
  /** The planned items the forecast includes, by date. */
  planned: PlannedItem[];
  /** The open invoices and bills as the forecast expects them to be paid. */
  openItems: ForecastDetail['openItems'];
  /** The history's receipts left out of the weekly flow as financing one-offs, by date. */
  oneOffs: ForecastDetail['oneOffs'];
  /** Series that ended: in the history, not in the forecast. */
  ended: ForecastDetail['ended'];
  /** What each week's inflows hold because the receipts rose (less: fell) steadily. */
  receiptsCatchUp: number;
};

/** The engine's forecast of a ledger as of a date, with the user's choices applied. */
export function engineForecast(
  transactions: readonly Transaction[],
  { asOf, currency, choices, accounts, planned, openItems }: EngineForecastOptions,
): EngineForecast {
  const detail = forecastDetail(transactions, {
    asOf,
    choices,
    ...(accounts ? { accounts } : {}),
    ...(planned ? { planned } : {}),
    ...(openItems ? { openItems } : {}),
  });
  const scan = scanLedger(transactions, {
    asOf,
    period: 'month',
    ...(accounts ? { accounts } : {}),
  });
  return {
    engine: detail.forecast,
    result: forecastResultFromEngine(detail.forecast, scan, { currency }),
    upcoming: detail.upcoming,
    dismissed: detail.dismissed,
    planned: detail.planned,
    openItems: detail.openItems,
    oneOffs: detail.oneOffs,
    ended: detail.ended,
    receiptsCatchUp: detail.receiptsCatchUp,
  };
}
