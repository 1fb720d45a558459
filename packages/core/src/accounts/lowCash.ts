import { dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { chanceBelow, chanceText } from '../forecast/cashOutRisk.js';
import type { ConsolidatedForecast } from '../forecast/consolidatedForecast.js';
import { forecastCashFlow } from '../forecast/engine/forecastCashFlow.js';
import type { CashFlowWeek } from '../forecast/engine/forecastTypes.js';
import { formatCents } from '../format/currency.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { accountIdOf, isLiability } from './account.js';
import type { Account } from './account.js';

/**
 * The chance of a week-end balance below the minimum from which a week is warned of, though the
 * expected balance stays above it. The one of the backtest's trade-off (bench/forecastBacktest.bench.ts,
 * issue 32) whose precision and recall are closest on the generated businesses: warning only where
 * the expected balance crosses found 1 in 6 of the crossings there; 1 in 3 finds half of them, as
 * often right as before.
 */
export const LOW_CASH_CHANCE = 1 / 3;

/**
 * Below this chance in every week, a minimum is clear again and its e-mailed alert is forgotten.
 * Half the warning's chance, so a chance hovering about 1 in 3 between two checks is not a new
 * fall each time it comes back.
 */
export const LOW_CASH_CLEAR_CHANCE = 1 / 6;

/**
 * The balance falling, or with a chance of `LOW_CASH_CHANCE` or more, below a minimum within the
 * forecast's 13 weeks.
 */
export type LowCashWarning = {
  /** The account's id, or null for total cash. */
  accountId: string | null;
  name: string;
  weekStart: IsoDate;
  /** The expected balance at the end of that week. */
  balanceCents: Cents;
  thresholdCents: Cents;
  /**
   * Set when the expected balance stays above the minimum: the chance (0-1) of that week ending
   * below it.
   */
  chance?: number;
  /** The currency of the amounts, when known: an account's own, or total cash's reporting one. */
  currency?: string;
  /**
   * Total cash converted from several currencies: the rates' date, the currencies converted at a
   * rate a transfer implied, and those left out.
   */
  conversion?: { ratesDate: IsoDate | null; implied: string[]; missing: string[] };
};

export type LowCashOptions = {
  asOf: IsoDate;
  /** The minimum for total cash (cash-like accounts together), currency units. */
  totalThreshold?: number;
  /**
   * With accounts in several currencies: total cash's forecast made per currency and converted,
   * checked instead of one forecast adding every account's native amounts. Without it, such
   * accounts' total cash is not checked: adding euros to dollars 1:1 would warn of the wrong sum.
   */
  consolidated?: Pick<ConsolidatedForecast, 'engine' | 'currency'>;
};

/** A week-end balance in cents: expected, and the 10th and 90th percentiles. */
export type BalanceCents = { expected: number; low: number; high: number };

/**
 * The chance (0-1) of a week-end balance below the minimum, or null where the expected balance is
 * below it: that is warned of whatever the range says.
 */
function chanceOfLow({ expected, low, high }: BalanceCents, thresholdCents: Cents): number | null {
  if (expected < thresholdCents) return null;
  return chanceBelow({ expected, range: [low, high] }, thresholdCents) ?? 0;
}

/**
 * Whether a week is warned of: its expected balance below the minimum, or a chance of
 * `LOW_CASH_CHANCE` or more of a balance below it. The rule the backtest scores.
 */
export function warnsOfLowCash(balance: BalanceCents, thresholdCents: Cents): boolean {
  const chance = chanceOfLow(balance, thresholdCents);
  return chance === null || chance >= LOW_CASH_CHANCE;
}

type Crossing = Pick<LowCashWarning, 'weekStart' | 'balanceCents' | 'chance'>;

/** A minimum looked at across the forecast's weeks. */
type Watch = {
  /** The week warned of (see `crossingOf`), if any. */
  crossing: Crossing | null;
  /** The highest chance of a week-end balance below the minimum; 1 where one is expected. */
  highestChance: number;
};

/**
 * The first week whose expected balance is below the minimum; failing that, the first week with
 * a chance of `LOW_CASH_CHANCE` or more of a balance below it.
 */
function crossingOf(weeks: readonly CashFlowWeek[], thresholdCents: Cents): Watch {
  let possible: Crossing | null = null;
  let highestChance = 0;
  for (const week of weeks) {
    const { expected, low, high } = week.balance;
    const balanceCents = toCents(expected);
    const cents = { expected: balanceCents, low: toCents(low), high: toCents(high) };
    const chance = chanceOfLow(cents, thresholdCents);
    if (chance === null)
      return { crossing: { weekStart: week.start, balanceCents }, highestChance: 1 };
    highestChance = Math.max(highestChance, chance);
    if (chance >= LOW_CASH_CHANCE) possible ??= { weekStart: week.start, balanceCents, chance };
  }
  return { crossing: possible, highestChance };
}

/** What the low-cash check found: the warnings, and the minimums not yet clear of a fall. */
export type LowCashWatch = {
  warnings: LowCashWarning[];
  /**
   * Scopes (`total`, or an account's id) with a chance of `LOW_CASH_CLEAR_CHANCE` or more of a
   * week below their minimum, warned of or not.
   */
  notClear: string[];
};

/**
 * Warnings for each open cash-like account with a low-cash threshold, and for total cash when a
 * minimum is given, whose balance falls below it in the forecast's weeks (see `crossingOf`). An account's projection runs the forecast engine on its transactions alone, starting from
 * its own balance; total cash is the forecast the pages show, of every account together.
 */
export function lowCashWarnings(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  options: LowCashOptions,
): LowCashWarning[] {
  return lowCashWatch(transactions, accounts, options).warnings;
}

/** `lowCashWarnings`, with the minimums not yet clear of a fall (for the e-mailed alerts). */
export function lowCashWatch(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  { asOf, totalThreshold, consolidated }: LowCashOptions,
): LowCashWatch {
  const cashLike = accounts.filter((a) => !isLiability(a.kind));
  const watched = cashLike.filter((a) => !a.archived && a.lowCashThreshold !== undefined);
  const notClear: string[] = [];
  if (watched.length === 0 && totalThreshold === undefined) return { warnings: [], notClear };
  const byAccount = new Map<string, Transaction[]>(cashLike.map((a) => [a.id, []]));
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    byAccount.get(accountIdOf(t))?.push(t);
  }
  const warnings: LowCashWarning[] = [];
  const severalCurrencies = new Set(accounts.map((a) => a.currency)).size > 1;
  if (totalThreshold !== undefined && (consolidated !== undefined || !severalCurrencies)) {
    const thresholdCents = toCents(totalThreshold);
    // The forecast every page shows (what cards and loans owe counted): a card's spending leaves
    // cash when the card is paid, so the cash accounts alone would never show it.
    const weeks = consolidated
      ? consolidated.engine.weeks
      : forecastCashFlow(transactions, { asOf, accounts }).weeks;
    const { crossing: found, highestChance } = crossingOf(weeks, thresholdCents);
    if (highestChance >= LOW_CASH_CLEAR_CHANCE) notClear.push('total');
    if (found) {
      const total = { accountId: null, name: 'Total cash', ...found, thresholdCents };
      if (consolidated === undefined) warnings.push(total);
      else {
        const { reportingCurrency, ratesDate, implied, missing } = consolidated.currency;
        warnings.push({
          ...total,
          currency: reportingCurrency,
          conversion: { ratesDate, implied, missing },
        });
      }
    }
  }
  for (const account of watched) {
    const thresholdCents = toCents(account.lowCashThreshold ?? 0);
    const own = byAccount.get(account.id) ?? [];
    const { crossing: found, highestChance } = crossingOf(
      forecastCashFlow(own, { asOf, accounts: [account] }).weeks,
      thresholdCents,
    );
    if (highestChance >= LOW_CASH_CLEAR_CHANCE) notClear.push(account.id);
    if (found) {
      const { id: accountId, name, currency } = account;
      warnings.push({
        accountId,
        name,
        ...found,
        thresholdCents,
        ...(consolidated ? { currency } : {}),
      });
    }
  }
  return { warnings, notClear };
}

/**
 * "Total cash is projected to fall to $8,200 in the week of 14 Sep, below your $10,000 minimum", or
 * where only a chance of it: "Total cash could fall below your $10,000 minimum in the week of 14
 * Sep (a chance of about 4 in 10); the forecast expects $10,900 then".
 */
export function lowCashText(warning: LowCashWarning, currency = 'USD'): string {
  const { month, day } = dateParts(warning.weekStart);
  const week = `the week of ${day} ${shortMonthName(month)}`;
  const minimum = `your ${formatCents(warning.thresholdCents, currency)} minimum`;
  const balance = formatCents(warning.balanceCents, currency);
  if (warning.chance === undefined) {
    return `${warning.name} is projected to fall to ${balance} in ${week}, below ${minimum}`;
  }
  return `${warning.name} could fall below ${minimum} in ${week} (a chance of ${chanceText(warning.chance)}); the forecast expects ${balance} then`;
}
