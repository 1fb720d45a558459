import { dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { ConsolidatedForecast } from '../forecast/consolidatedForecast.js';
import { forecastCashFlow } from '../forecast/engine/forecastCashFlow.js';
import type { CashFlowWeek } from '../forecast/engine/forecastTypes.js';
import { formatCents } from '../format/currency.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { accountIdOf, isLiability } from './account.js';
import type { Account } from './account.js';

/** The projected balance falling below a minimum within the forecast's 13 weeks. */
export type LowCashWarning = {
  /** The account's id, or null for total cash. */
  accountId: string | null;
  name: string;
  weekStart: IsoDate;
  /** The expected balance at the end of that week. */
  balanceCents: Cents;
  thresholdCents: Cents;
  /** The currency of the amounts, when known: an account's own, or total cash's reporting one. */
  currency?: string;
  /** Total cash converted from several currencies: the rates' date and the currencies left out. */
  conversion?: { ratesDate: IsoDate | null; missing: string[] };
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

function firstWeekBelow(
  weeks: readonly CashFlowWeek[],
  thresholdCents: Cents,
): { weekStart: IsoDate; balanceCents: Cents } | null {
  for (const week of weeks) {
    const balanceCents = toCents(week.balance.expected);
    if (balanceCents < thresholdCents) return { weekStart: week.start, balanceCents };
  }
  return null;
}

/**
 * Warnings for each open cash-like account with a low-cash threshold, and for total cash when a
 * minimum is given, whose expected balance falls below it in the forecast's weeks: the first such
 * week. An account's projection runs the forecast engine on its transactions alone, starting from
 * its own balance; total cash is the forecast the pages show, of every account together.
 */
export function lowCashWarnings(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  { asOf, totalThreshold, consolidated }: LowCashOptions,
): LowCashWarning[] {
  const cashLike = accounts.filter((a) => !isLiability(a.kind));
  const watched = cashLike.filter((a) => !a.archived && a.lowCashThreshold !== undefined);
  if (watched.length === 0 && totalThreshold === undefined) return [];
  const byAccount = new Map<string, Transaction[]>(cashLike.map((a) => [a.id, []]));
  for (const t of transactions) byAccount.get(accountIdOf(t))?.push(t);
  const warnings: LowCashWarning[] = [];
  const severalCurrencies = new Set(accounts.map((a) => a.currency)).size > 1;
  if (totalThreshold !== undefined && (consolidated !== undefined || !severalCurrencies)) {
    const thresholdCents = toCents(totalThreshold);
    // The forecast every page shows (what cards and loans owe counted): a card's spending leaves
    // cash when the card is paid, so the cash accounts alone would never show it.
    const weeks = consolidated
      ? consolidated.engine.weeks
      : forecastCashFlow(transactions, { asOf, accounts }).weeks;
    const found = firstWeekBelow(weeks, thresholdCents);
    if (found) {
      const total = { accountId: null, name: 'Total cash', ...found, thresholdCents };
      if (consolidated === undefined) warnings.push(total);
      else {
        const { reportingCurrency, ratesDate, missing } = consolidated.currency;
        warnings.push({
          ...total,
          currency: reportingCurrency,
          conversion: { ratesDate, missing },
        });
      }
    }
  }
  for (const account of watched) {
    const thresholdCents = toCents(account.lowCashThreshold ?? 0);
    const own = byAccount.get(account.id) ?? [];
    const found = firstWeekBelow(
      forecastCashFlow(own, { asOf, accounts: [account] }).weeks,
      thresholdCents,
    );
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
  return warnings;
}

/** "Total cash is projected to fall to $8,200 in the week of 14 Sep, below your $10,000 minimum". */
export function lowCashText(warning: LowCashWarning, currency = 'USD'): string {
  const { month, day } = dateParts(warning.weekStart);
  return `${warning.name} is projected to fall to ${formatCents(warning.balanceCents, currency)} in the week of ${day} ${shortMonthName(month)}, below your ${formatCents(warning.thresholdCents, currency)} minimum`;
}
