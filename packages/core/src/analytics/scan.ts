import { addDays, isoDate, lastMonthKeys, monthOrdinal, periodRange } from '../dates.js';
import type { DateRange, IsoDate, MonthKey, Period } from '../dates.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import {
  closingBalance,
  offerBalance,
  offerUnbalanced,
  resolveClosingBalance,
} from './closingBalance.js';
import type { Account } from '../accounts/account.js';
import { accountBalances, cashPosition } from '../accounts/balances.js';
import { dateKey, offerRecent, RECENT_COUNT, recentList } from './recent.js';

/** Months in the trend chart: the last 6 calendar months, whatever the period (app.md section 9). */
export const TREND_MONTHS = 6;
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
 * Everything is as of one date (see `analysisDate`): transactions dated after it are not cash yet
 * and count in no figure.
 */
export type LedgerScan = {
  asOf: IsoDate;
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
  /** The last 6 calendar months up to the as-of month, oldest first (the as-of month to the as-of date). */
  trendMonths: MonthKey[];
  trendInflowCents: Cents[];
  trendOutflowCents: Cents[];
  /**
   * The cash balance as of the as-of date, the one balance every page shows: the newest running
   * balance the data carries (non-zero: the accounting service sends 0 for none) plus every
   * transaction it does not include yet, else the sum of every amount up to the as-of date.
   */
  currentBalanceCents: Cents;
  /** The oldest transaction's date up to the as-of date; null when there is none. */
  firstDate: IsoDate | null;
  /** First day of the fallback forecast's 90-day window (ending on the as-of date). */
  forecastStart: IsoDate;
  forecastInflowCents: Cents;
  forecastOutflowCents: Cents;
};

export type ScanOptions = {
  asOf: IsoDate;
  period?: Period;
  /**
   * The ledger's accounts. When given, the balance is the consolidated position: every account's
   * own balance summed (`accountBalances`, `cashPosition`: cards and loans count negative).
   */
  accounts?: readonly Account[];
  /**
   * A transaction's amount in the cents of the figures' currency, when that is not every
   * transaction's own (see `consolidatedScan`); NaN when it cannot be converted, and the
   * transaction then counts in no figure. Left out, the amount is taken as it is.
   */
  centsOf?: (transaction: Transaction, dateKey: number) => Cents;
};

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

function dateOfKey(key: number): IsoDate {
  return isoDate(Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100);
}

function ordinalOfKey(key: number): number {
  return Math.floor(key / 10_000) * 12 + (Math.floor(key / 100) % 100) - 1;
}

/** Gathers every figure of the dashboard, analytics, runway and fallback forecast in one pass. */
export function scanLedger(
  transactions: readonly Transaction[],
  { asOf, period = 'all', accounts, centsOf }: ScanOptions,
): LedgerScan {
  const range = periodRange(period, asOf);
  const periodStart = range === null ? -Infinity : dateKey(range.start);
  const asOfKey = dateKey(asOf);
  const periodEnd = range === null ? asOfKey : Math.min(asOfKey, dateKey(range.end));

  const trendMonths = lastMonthKeys(asOf, TREND_MONTHS);
  const trendFirst = monthOrdinal(trendMonths[0] as MonthKey);
  const trendInflowCents = new Array<number>(TREND_MONTHS).fill(0);
  const trendOutflowCents = new Array<number>(TREND_MONTHS).fill(0);

  const trendStart = dateKey(`${trendMonths[0] as MonthKey}-01`);
  const forecastStart = addDays(asOf, -(FORECAST_LOOKBACK_DAYS - 1));
  const forecastStartKey = dateKey(forecastStart);
  const forecastRecentStart = dateKey(addDays(asOf, -(FORECAST_LOOKBACK_DAYS / 2 - 1)));

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
  let netCents = 0;
  let firstKey = Infinity;
  let forecastInflowCents = 0;
  let forecastOutflowCents = 0;
  // Zero balances are left out: the accounting service sends 0 when it has none (app.md section 3).
  const closing = closingBalance();

  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.

  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    const key = dateKey(t.date);
    if (key > asOfKey) continue;
    const cents = centsOf === undefined ? toCents(t.amount) : centsOf(t, key);
    if (Number.isNaN(cents)) continue;
    netCents += cents;
    if (key < firstKey) firstKey = key;
    const balance = t.balance;
    if (balance !== undefined && balance !== 0) offerBalance(closing, key, cents, balance);
    else offerUnbalanced(closing, key, cents);

    const inPeriod = key >= periodStart && key <= periodEnd;
    const inForecast = key >= forecastStartKey;
    // Older than every window but the period's: nothing more to count.
    if (!inPeriod && !inForecast && key < trendStart) continue;

    const ordinal = ordinalOfKey(key);
    const trendIndex = ordinal - trendFirst;
    const inTrend = trendIndex >= 0;
    // A transfer between own accounts moves no money in or out (decisions.md): it is counted and
    // listed, and its amount is in the balance, but in no flow.
    const isTransfer = t.transferId !== undefined;
    const flowCents = isTransfer ? 0 : cents;
    const tally =
      !isTransfer && (inPeriod || inForecast) ? tallyFor(categories, t.category) : outsideWindows;

    if (inPeriod) {
      count += 1;
      if (ordinal !== lastMonth) {
        months.add(ordinal);
        lastMonth = ordinal;
      }
      offerRecent(recent, t, key);
    }

    if (flowCents > 0) {
      if (inPeriod) {
        inflowCents += flowCents;
        inflowCount += 1;
        tally.inflowCents += flowCents;
        tally.inflowCount += 1;
        offerRecent(recentInflows, t, key);
      }
      if (inTrend) trendInflowCents[trendIndex] = (trendInflowCents[trendIndex] ?? 0) + flowCents;
      if (inForecast) forecastInflowCents += flowCents;
    } else if (flowCents < 0) {
      const out = -flowCents;
      if (inPeriod) {
        outflowCents += out;
        outflowCount += 1;
        tally.outflowCents += out;
        tally.outflowCount += 1;
        offerRecent(recentOutflows, t, key);
      }
      if (inTrend) trendOutflowCents[trendIndex] = (trendOutflowCents[trendIndex] ?? 0) + out;
      if (inForecast) {
        forecastOutflowCents += out;
        tally.forecastOutflowCents += out;
        if (key >= forecastRecentStart) tally.forecastRecentOutflowCents += out;
      }
    }
  }

  return {
    asOf,
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
    currentBalanceCents:
      accounts === undefined || accounts.length === 0
        ? (resolveClosingBalance(closing) ?? netCents)
        : cashPosition(accountBalances(transactions, accounts, asOf), accounts).netCents,
    firstDate: firstKey === Infinity ? null : dateOfKey(firstKey),
    forecastStart,
    forecastInflowCents,
    forecastOutflowCents,
  };
}
