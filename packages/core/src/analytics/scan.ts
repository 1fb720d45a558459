import {
  addDays,
  addMonths,
  lastMonthKeys,
  monthOrdinal,
  monthRange,
  periodRange,
} from '../dates.js';
import type { DateRange, IsoDate, MonthKey, Period } from '../dates.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { closingBalance, offerBalance, resolveClosingBalance } from './closingBalance.js';
import { dateKey, offerRecent, RECENT_COUNT, recentList } from './recent.js';

/** Months in the trend chart: the last 6 calendar months, whatever the period (app.md section 9). */
export const TREND_MONTHS = 6;
/** The runway widget looks back this many months (ai.md section 9). */
export const RUNWAY_LOOKBACK_MONTHS = 6;
/** The fallback forecast reads this many days back (ai.md section 9). */
export const FORECAST_LOOKBACK_DAYS = 90;

/** Per-category sums, in cents. Inflow and outflow figures are for the period; forecast ones for the forecast window. */
export type CategoryTally = {
  category: string;
  inflowCents: Cents;
  inflowCount: number;
  /** Absolute value: money out is counted positive. */
  outflowCents: Cents;
  outflowCount: number;
  /** Outflow in the fallback forecast's 90-day window. */
  forecastOutflowCents: Cents;
  /** Outflow in the later half (45 days) of that window, to tell a rising category from a falling one. */
  forecastRecentOutflowCents: Cents;
};

/**
 * Every raw sum the pages need, gathered in a single pass over the transactions. All money is in
 * integer cents; outflows are absolute values. The period filters only the period figures.
 */
export type LedgerScan = {
  today: IsoDate;
  period: Period;
  range: DateRange | null;
  /** Transactions in the period. */
  count: number;
  inflowCents: Cents;
  inflowCount: number;
  outflowCents: Cents;
  outflowCount: number;
  /** Distinct year-months of the period's transactions, at least 1 (the divisor of monthly averages). */
  monthCount: number;
  /** Categories seen in the period or in the forecast window, in first-seen order. */
  categories: Map<string, CategoryTally>;
  recent: Transaction[];
  recentInflows: Transaction[];
  recentOutflows: Transaction[];
  trendMonths: MonthKey[];
  trendInflowCents: Cents[];
  trendOutflowCents: Cents[];
  /**
   * The cash balance as of today, the one balance every page shows: the closing balance of the
   * newest day up to today whose transactions carry a non-zero balance, else the sum of every amount
   * dated up to today. Transactions dated after today are plans, not cash, so they count in neither.
   */
  currentBalanceCents: Cents;
  thisMonthInflowCents: Cents;
  thisMonthOutflowCents: Cents;
  /**
   * Today minus 6 months. The runway widget counts the outflows after it, up to today: exactly six
   * months, so a rent paid on today's day of the month is counted six times, not seven.
   */
  runwayCutoff: IsoDate;
  outflowCentsSinceCutoff: Cents;
  /** First day of the fallback forecast's 90-day window (ending today). */
  forecastStart: IsoDate;
  forecastInflowCents: Cents;
  forecastOutflowCents: Cents;
};

export type ScanOptions = { today: IsoDate; period?: Period };

function emptyTally(category: string): CategoryTally {
  return {
    category,
    inflowCents: 0,
    inflowCount: 0,
    outflowCents: 0,
    outflowCount: 0,
    forecastOutflowCents: 0,
    forecastRecentOutflowCents: 0,
  };
}

function tallyFor(categories: Map<string, CategoryTally>, category: string): CategoryTally {
  let tally = categories.get(category);
  if (tally === undefined) {
    tally = emptyTally(category);
    categories.set(category, tally);
  }
  return tally;
}

function ordinalOfKey(key: number): number {
  return Math.floor(key / 10_000) * 12 + (Math.floor(key / 100) % 100) - 1;
}

/** Gathers every figure of the dashboard, analytics, runway and fallback forecast in one pass. */
export function scanLedger(
  transactions: readonly Transaction[],
  { today, period = 'all' }: ScanOptions,
): LedgerScan {
  const range = periodRange(period, today);
  const periodStart = range === null ? -Infinity : dateKey(range.start);
  const periodEnd = range === null ? Infinity : dateKey(range.end);
  const todayKey = dateKey(today);

  const trendMonths = lastMonthKeys(today, TREND_MONTHS);
  const trendFirst = monthOrdinal(trendMonths[0] as MonthKey);
  const trendInflowCents = new Array<number>(TREND_MONTHS).fill(0);
  const trendOutflowCents = new Array<number>(TREND_MONTHS).fill(0);

  const month = monthRange(today);
  const monthStart = dateKey(month.start);
  const monthEnd = dateKey(month.end);
  const runwayCutoff = addMonths(today, -RUNWAY_LOOKBACK_MONTHS);
  const runwayStart = dateKey(runwayCutoff);
  const forecastStart = addDays(today, -(FORECAST_LOOKBACK_DAYS - 1));
  const forecastStartKey = dateKey(forecastStart);
  const forecastRecentStart = dateKey(addDays(today, -(FORECAST_LOOKBACK_DAYS / 2 - 1)));

  const categories = new Map<string, CategoryTally>();
  // Receives the writes of transactions outside the period and the forecast window, which no category figure counts.
  const outsideWindows = emptyTally('');
  const recent = recentList(RECENT_COUNT);
  const recentInflows = recentList(RECENT_COUNT);
  const recentOutflows = recentList(RECENT_COUNT);
  const months = new Set<number>();
  let lastMonth = Number.NaN;

  let count = 0;
  let inflowCents = 0;
  let inflowCount = 0;
  let outflowCents = 0;
  let outflowCount = 0;
  let netCentsToToday = 0;
  let thisMonthInflowCents = 0;
  let thisMonthOutflowCents = 0;
  let outflowCentsSinceCutoff = 0;
  let forecastInflowCents = 0;
  let forecastOutflowCents = 0;
  // Zero balances are left out: the accounting service sends 0 when it has none (app.md section 3).
  const closing = closingBalance();

  for (const t of transactions) {
    const cents = toCents(t.amount);
    const key = dateKey(t.date);
    if (key <= todayKey) {
      netCentsToToday += cents;
      const balance = t.balance;
      if (balance !== undefined && balance !== 0) offerBalance(closing, key, cents, balance);
    }

    const inPeriod = key >= periodStart && key <= periodEnd;
    const inForecast = key >= forecastStartKey && key <= todayKey;
    // Older than every window but the period's: nothing more to count (the trend starts after the cutoff).
    if (!inPeriod && !inForecast && key < runwayStart) continue;

    const ordinal = ordinalOfKey(key);
    const trendIndex = ordinal - trendFirst;
    const inTrend = trendIndex >= 0 && trendIndex < TREND_MONTHS;
    const inMonth = key >= monthStart && key <= monthEnd;
    const sinceCutoff = key > runwayStart && key <= todayKey;
    const tally = inPeriod || inForecast ? tallyFor(categories, t.category) : outsideWindows;

    if (inPeriod) {
      count += 1;
      if (ordinal !== lastMonth) {
        months.add(ordinal);
        lastMonth = ordinal;
      }
      offerRecent(recent, t, key);
    }

    if (cents > 0) {
      if (inPeriod) {
        inflowCents += cents;
        inflowCount += 1;
        tally.inflowCents += cents;
        tally.inflowCount += 1;
        offerRecent(recentInflows, t, key);
      }
      if (inTrend) trendInflowCents[trendIndex] = (trendInflowCents[trendIndex] ?? 0) + cents;
      if (inMonth) thisMonthInflowCents += cents;
      if (inForecast) forecastInflowCents += cents;
    } else if (cents < 0) {
      const out = -cents;
      if (inPeriod) {
        outflowCents += out;
        outflowCount += 1;
        tally.outflowCents += out;
        tally.outflowCount += 1;
        offerRecent(recentOutflows, t, key);
      }
      if (inTrend) trendOutflowCents[trendIndex] = (trendOutflowCents[trendIndex] ?? 0) + out;
      if (inMonth) thisMonthOutflowCents += out;
      if (sinceCutoff) outflowCentsSinceCutoff += out;
      if (inForecast) {
        forecastOutflowCents += out;
        tally.forecastOutflowCents += out;
        if (key >= forecastRecentStart) tally.forecastRecentOutflowCents += out;
      }
    }
  }

  return {
    today,
    period,
    range,
    count,
    inflowCents,
    inflowCount,
    outflowCents,
    outflowCount,
    monthCount: Math.max(1, months.size),
    categories,
    recent: recent.items,
    recentInflows: recentInflows.items,
    recentOutflows: recentOutflows.items,
    trendMonths,
    trendInflowCents,
    trendOutflowCents,
    currentBalanceCents: resolveClosingBalance(closing) ?? netCentsToToday,
    thisMonthInflowCents,
    thisMonthOutflowCents,
    runwayCutoff,
    outflowCentsSinceCutoff,
    forecastStart,
    forecastInflowCents,
    forecastOutflowCents,
  };
}
