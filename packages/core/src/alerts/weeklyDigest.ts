import type { Account } from '../accounts/account.js';
import type { CurrencyNote } from '../analytics/currencyNote.js';
import { consolidatedScan } from '../analytics/consolidatedScan.js';
import { scanLedger } from '../analytics/scan.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { UNCATEGORIZED } from '../categories/builtInCategories.js';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { EngineForecast } from '../forecast/engineResult.js';
import { runwayFromScan } from '../runway/runway.js';
import type { Runway } from '../runway/runway.js';
import type { Transaction } from '../transaction.js';
import { largestComingPayments } from './comingPayments.js';
import type { ComingPayment } from './comingPayments.js';

/** How many of the largest coming payments a digest lists. */
export const DIGEST_PAYMENTS = 5;

export type WeeklyDigest = {
  asOf: IsoDate;
  /** Cash at the as-of date, and its change over the seven days before. */
  cash: number;
  weekChange: number;
  runway: Runway;
  /** The lowest expected week-end balance within the 13 weeks, and that week's start. */
  lowest: { weekStart: IsoDate; balance: number } | null;
  payments: ComingPayment[];
  /** Transactions no category was chosen for yet. */
  uncategorised: number;
  /**
   * With accounts in several currencies: the figures' currency, the rates' date, and the
   * currencies without a rate (their money is left out, not counted 1:1).
   */
  currency?: { reportingCurrency: string; ratesDate: IsoDate | null; missing: string[] };
};

function runwayAt(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  asOf: IsoDate,
  reporting: Reporting | undefined,
): { runway: Runway; note?: CurrencyNote } {
  const options = { asOf, period: 'month' as const };
  if (reporting !== undefined && accounts.some((a) => a.currency !== reporting.currency)) {
    const { scan, currency } = consolidatedScan(transactions, { ...options, accounts, reporting });
    return { runway: runwayFromScan(scan), note: currency };
  }
  const scan = scanLedger(transactions, accounts.length > 0 ? { ...options, accounts } : options);
  return { runway: runwayFromScan(scan) };
}

/**
 * The figures of a weekly digest, as of `asOf`: cash and its change over the week, net burn and
 * runway as the Runway page gives them, the forecast's lowest point, the largest payments due in
 * its 13 weeks, and how many transactions wait for a category.
 */
export function weeklyDigest({
  transactions,
  accounts,
  forecast,
  asOf,
  reporting,
}: {
  transactions: readonly Transaction[];
  accounts: readonly Account[];
  forecast: Pick<EngineForecast, 'engine' | 'upcoming' | 'planned'>;
  asOf: IsoDate;
  /** With accounts in several currencies: the figures in this currency (and `forecast` in it). */
  reporting?: Reporting;
}): WeeklyDigest {
  const { runway, note } = runwayAt(transactions, accounts, asOf, reporting);
  const weekAgo = runwayAt(transactions, accounts, addDays(asOf, -7), reporting).runway;
  const weeks = forecast.engine.weeks;
  const lowestWeek = weeks.reduce<(typeof weeks)[number] | undefined>(
    (low, week) => (low === undefined || week.balance.expected < low.balance.expected ? week : low),
    undefined,
  );
  let uncategorised = 0;
  for (const tx of transactions) {
    if (tx.date <= asOf && (tx.category === UNCATEGORIZED || tx.category.trim() === '')) {
      uncategorised += 1;
    }
  }
  return {
    asOf,
    cash: runway.balance,
    weekChange: Math.round((runway.balance - weekAgo.balance) * 100) / 100,
    runway,
    lowest: lowestWeek
      ? { weekStart: lowestWeek.start, balance: lowestWeek.balance.expected }
      : null,
    payments: largestComingPayments(forecast, {
      from: addDays(asOf, 1),
      to: weeks.at(-1)?.end ?? asOf,
      limit: DIGEST_PAYMENTS,
    }),
    uncategorised,
    ...(note
      ? {
          currency: {
            reportingCurrency: note.reportingCurrency,
            ratesDate: note.ratesDate,
            missing: note.missing.map((m) => m.currency),
          },
        }
      : {}),
  };
}
