import type { Account } from '../accounts/account.js';
import type { CurrencyNote } from '../analytics/currencyNote.js';
import { consolidatedScan } from '../analytics/consolidatedScan.js';
import { scanLedger } from '../analytics/scan.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { UNCATEGORIZED } from '../categories/builtInCategories.js';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { ForecastCurrencyNote } from '../forecast/consolidatedForecast.js';
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
   * With accounts (or invoices and bills) in several currencies: the figures' currency, the
   * rates' date, the currencies converted (on some day) at a rate a transfer between currencies
   * implied, and those without a rate (their money is left out, not counted 1:1).
   */
  currency?: {
    reportingCurrency: string;
    ratesDate: IsoDate | null;
    implied: string[];
    missing: string[];
  };
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

type DigestCurrency = NonNullable<WeeklyDigest['currency']>;

/**
 * What the digest says of currencies: the accounts' conversion, and the forecast's, which also
 * converts invoices and bills in other currencies (and leaves out those without a rate).
 */
function digestCurrency(
  note: CurrencyNote | undefined,
  forecast: ForecastCurrencyNote | undefined,
): DigestCurrency | undefined {
  const fromForecast = forecast?.missing ?? [];
  if (note !== undefined) {
    const missing = note.missing.map((m) => m.currency);
    for (const code of fromForecast) if (!missing.includes(code)) missing.push(code);
    const implied = [...new Set([...note.implied, ...(forecast?.implied ?? [])])].sort();
    const { reportingCurrency, ratesDate } = note;
    return { reportingCurrency, ratesDate, implied, missing };
  }
  if (forecast === undefined || forecast.converted.length + fromForecast.length === 0) {
    return undefined;
  }
  const { reportingCurrency, ratesDate, implied } = forecast;
  return { reportingCurrency, ratesDate, implied: [...implied], missing: [...fromForecast] };
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
  /** With `currency` when it was made per currency and converted (consolidatedEngineForecast). */
  forecast: Pick<EngineForecast, 'engine' | 'upcoming' | 'planned'> & {
    currency?: ForecastCurrencyNote;
  };
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
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const tx = transactions[i] as Transaction;
    if (tx.date <= asOf && (tx.category === UNCATEGORIZED || tx.category.trim() === '')) {
      uncategorised += 1;
    }
  }
  const currency = digestCurrency(note, forecast.currency);
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
    ...(currency ? { currency } : {}),
  };
}
