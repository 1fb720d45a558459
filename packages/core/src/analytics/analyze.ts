import type { Account } from '../accounts/account.js';
import { monthLabel } from '../dates.js';
import type { DateRange, IsoDate, MonthKey, Period } from '../dates.js';
import { forecastStartingBalanceCents } from '../forecast/averageForecast.js';
import { divideCents, fromCents } from '../money.js';
import type { Cents } from '../money.js';
import { burnOf } from '../runway/burn.js';
import { runwayPage } from '../runway/page.js';
import type { RunwayPage } from '../runway/page.js';
import { runwayWidget } from '../runway/widget.js';
import type { RunwayWidget } from '../runway/widget.js';
import type { Transaction } from '../transaction.js';
import { DISTRIBUTION_CATEGORY_COUNT, summariseTallies, TOP_CATEGORY_COUNT } from './categories.js';
import type { CategorySummary, FlowKind } from './categories.js';
import { monthlyCards } from './monthCards.js';
import type { MonthlyCards } from './monthCards.js';
import { DASHBOARD_RECENT_COUNT } from './recent.js';
import { scanLedger } from './scan.js';
import type { LedgerScan } from './scan.js';

/** One month of the 6-month trend chart (app.md section 3). */
export type TrendEntry = {
  monthKey: MonthKey;
  /** Short English month name, with the year ('Jan ’26') when the trend spans two years. */
  month: string;
  inflows: number;
  /** Positive. */
  outflows: number;
};

/** One flow (money in or money out) over the period, as the inflows and outflows pages show it. */
export type FlowAnalysis = {
  /** Positive, currency units. */
  total: number;
  count: number;
  /** Total / distinct year-months of the period's transactions (at least 1). */
  monthlyAverage: number;
  /** Every category of the flow, largest first. */
  categories: CategorySummary[];
  /** The 5 largest: the panels' list. */
  topCategories: CategorySummary[];
  /** The 6 largest: the doughnut chart. */
  distribution: CategorySummary[];
  largestCategory: CategorySummary | null;
  /** The 10 newest transactions of the flow. */
  recent: Transaction[];
};

export type AnalyzeOptions = {
  asOf: IsoDate;
  period?: Period;
  /** The ledger's accounts: the balance is then their consolidated position (see `ScanOptions`). */
  accounts?: readonly Account[];
};

/**
 * Everything the dashboard and the analytics pages show, as of one date (see `analysisDate`):
 * transactions dated after it count in no figure. Period figures (flows, categories, recent lists,
 * net) follow the period selector; the trend, balance, monthly cards, runway and forecast do not.
 */
export type Analysis = {
  asOf: IsoDate;
  period: Period;
  /** The period's dates; null for all time. */
  range: DateRange | null;
  /** Transactions in the period. */
  transactionCount: number;
  /** Distinct year-months of the period's transactions, at least 1. */
  monthCount: number;
  inflows: FlowAnalysis & {
    /** Distinct inflow categories. */
    revenueStreams: number;
  };
  outflows: FlowAnalysis;
  /** Inflows - outflows over the period. */
  net: number;
  /** The 10 newest transactions of the period. */
  recentTransactions: Transaction[];
  /** The 5 newest transactions of the period, for the dashboard. */
  dashboardRecent: Transaction[];
  /** The last 6 calendar months up to the as-of month, oldest first. */
  trend: TrendEntry[];
  /** The cash balance as of the as-of date (see `LedgerScan.currentBalanceCents`): the dashboard's first card (Total cash, or Net cash position when cards or loans owe). */
  latestBalance: number;
  /** The last complete month and the month in progress. */
  months: MonthlyCards;
  runwayWidget: RunwayWidget;
  runwayPage: RunwayPage;
  /** The balance the forecasts start from: newest non-zero balance, else the sum of all amounts. */
  forecastBalance: number;
};

function flowAnalysis(
  scan: LedgerScan,
  kind: FlowKind,
  totalCents: Cents,
  count: number,
  recent: Transaction[],
): FlowAnalysis {
  const categories = summariseTallies(scan.categories.values(), kind, totalCents);
  return {
    total: fromCents(totalCents),
    count,
    monthlyAverage: fromCents(divideCents(totalCents, scan.monthCount)),
    categories,
    topCategories: categories.slice(0, TOP_CATEGORY_COUNT),
    distribution: categories.slice(0, DISTRIBUTION_CATEGORY_COUNT),
    largestCategory: categories[0] ?? null,
    recent,
  };
}

/**
 * The 6-month trend from a ledger scan. When the months span two years each label carries its
 * year ('Dec ’25', 'Jan ’26'), so a chart never shows January after December without saying so.
 */
export function trendFromScan(scan: LedgerScan): TrendEntry[] {
  const first = scan.trendMonths[0] ?? '';
  const last = scan.trendMonths[scan.trendMonths.length - 1] ?? '';
  const withYear = first.slice(0, 4) !== last.slice(0, 4);
  return scan.trendMonths.map((key, i) => ({
    monthKey: key,
    month: withYear ? `${monthLabel(key)} ’${key.slice(2, 4)}` : monthLabel(key),
    inflows: fromCents(scan.trendInflowCents[i] ?? 0),
    outflows: fromCents(scan.trendOutflowCents[i] ?? 0),
  }));
}

/** Assembles the analysis from a ledger scan; no further pass over the transactions. */
export function analysisFromScan(scan: LedgerScan): Analysis {
  const burn = burnOf(scan);
  const runwayInputs = { balanceCents: scan.currentBalanceCents, burn, asOf: scan.asOf };
  const page = runwayPage(runwayInputs);
  const inflows = flowAnalysis(
    scan,
    'inflow',
    scan.inflowCents,
    scan.inflowCount,
    scan.recentInflows,
  );
  return {
    asOf: scan.asOf,
    period: scan.period,
    range: scan.range,
    transactionCount: scan.count,
    monthCount: scan.monthCount,
    inflows: { ...inflows, revenueStreams: inflows.categories.length },
    outflows: flowAnalysis(
      scan,
      'outflow',
      scan.outflowCents,
      scan.outflowCount,
      scan.recentOutflows,
    ),
    net: fromCents(scan.inflowCents - scan.outflowCents),
    recentTransactions: scan.recent,
    dashboardRecent: scan.recent.slice(0, DASHBOARD_RECENT_COUNT),
    trend: trendFromScan(scan),
    latestBalance: fromCents(scan.currentBalanceCents),
    months: monthlyCards(scan),
    runwayWidget: runwayWidget(page),
    runwayPage: page,
    forecastBalance: fromCents(forecastStartingBalanceCents(scan)),
  };
}

/**
 * Everything the dashboard and the analytics pages show for a period, from one pass over the
 * transactions, as of a date passed in; the period defaults to all time.
 */
export function analyze(
  transactions: readonly Transaction[],
  { asOf, period = 'all', accounts }: AnalyzeOptions,
): Analysis {
  const scan = scanLedger(transactions, accounts ? { asOf, period, accounts } : { asOf, period });
  return analysisFromScan(scan);
}
