import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import { consolidatedScan } from '../analytics/consolidatedScan.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { convertCents, UNIT_RATE } from '../currency/rate.js';
import type { Rate } from '../currency/rate.js';
import { exchangeRate } from '../currency/rateTable.js';
import type { IsoDate } from '../dates.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { forecastDetail } from './engine/forecastDetail.js';
import type { CashFlowForecast, CashFlowWeek, UpcomingRecurring } from './engine/forecastTypes.js';
import { forecastResultFromEngine } from './engineResult.js';
import type { EngineForecast, EngineForecastOptions } from './engineResult.js';

/** What the page says of a forecast made per currency and converted. */
export type ForecastCurrencyNote = {
  reportingCurrency: string;
  /** The date of the rates every currency's forecast was converted at (the oldest of them). */
  ratesDate: IsoDate | null;
  /** The currencies forecast on their own and converted. */
  converted: string[];
  /** Currencies with no rate at the as-of date: their accounts are left out of the forecast. */
  missing: string[];
};

export type ConsolidatedForecast = EngineForecast & { currency: ForecastCurrencyNote };

type Group = { accounts: Account[]; transactions: Transaction[] };

function groupsByCurrency(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  reporting: string,
): Map<string, Group> {
  // The reporting currency's group always runs: the planned items are in it.
  const groups = new Map<string, Group>([[reporting, { accounts: [], transactions: [] }]]);
  const byAccount = new Map<string, Group>();
  for (const account of accounts) {
    let group = groups.get(account.currency);
    if (group === undefined) {
      group = { accounts: [], transactions: [] };
      groups.set(account.currency, group);
    }
    group.accounts.push(account);
    byAccount.set(account.id, group);
  }
  const own = groups.get(reporting) as Group;
  for (const t of transactions) (byAccount.get(accountIdOf(t)) ?? own).transactions.push(t);
  return groups;
}

const converter = (rate: Rate) => (amount: number) =>
  rate === UNIT_RATE ? amount : fromCents(convertCents(toCents(amount), rate));

function convertWeek(week: CashFlowWeek, at: (amount: number) => number): CashFlowWeek {
  return {
    ...week,
    inflows: at(week.inflows),
    outflows: at(week.outflows),
    net: at(week.net),
    adjustment: at(week.adjustment),
    fromInvoices: at(week.fromInvoices),
    toBills: at(week.toBills),
    balance: {
      low: at(week.balance.low),
      expected: at(week.balance.expected),
      high: at(week.balance.high),
    },
  };
}

const add = (a: number, b: number) => fromCents(toCents(a) + toCents(b));

function addWeeks(a: CashFlowWeek, b: CashFlowWeek): CashFlowWeek {
  return {
    ...a,
    inflows: add(a.inflows, b.inflows),
    outflows: add(a.outflows, b.outflows),
    net: add(a.net, b.net),
    adjustment: add(a.adjustment, b.adjustment),
    fromInvoices: add(a.fromInvoices, b.fromInvoices),
    toBills: add(a.toBills, b.toBills),
    balance: {
      low: add(a.balance.low, b.balance.low),
      expected: add(a.balance.expected, b.balance.expected),
      high: add(a.balance.high, b.balance.high),
    },
  };
}

const convertSeries = <S extends UpcomingRecurring>(list: S[], at: (amount: number) => number) =>
  list.map((s) => ({ ...s, amount: at(s.amount) }));

/**
 * The forecast of accounts in several currencies: each currency's accounts forecast on their own,
 * in their currency, then converted at the as-of date's rate (the latest there is) and added week
 * by week. The range is each currency's range converted at that one rate: it holds no
 * exchange-rate risk. A currency without a rate is left out and named, never counted 1:1.
 */
export function consolidatedEngineForecast(
  transactions: readonly Transaction[],
  options: EngineForecastOptions & { accounts: readonly Account[]; reporting: Reporting },
): ConsolidatedForecast {
  const { asOf, currency, choices, accounts, planned, reporting } = options;
  const note: ForecastCurrencyNote = {
    reportingCurrency: reporting.currency,
    ratesDate: null,
    converted: [],
    missing: [],
  };
  const parts: CashFlowForecast[] = [];
  const upcoming: UpcomingRecurring[] = [];
  const dismissed: UpcomingRecurring[] = [];
  const oneOffs: EngineForecast['oneOffs'] = [];
  const ended: EngineForecast['ended'] = [];
  let plannedShown: EngineForecast['planned'] = [];
  for (const [code, group] of groupsByCurrency(transactions, accounts, reporting.currency)) {
    const own = code === reporting.currency;
    const lookup = own ? null : exchangeRate(reporting.rates, code, reporting.currency, asOf);
    if (lookup !== null && !lookup.ok) {
      note.missing.push(code);
      continue;
    }
    if (lookup !== null) {
      note.converted.push(code);
      if (note.ratesDate === null || lookup.rateDate < note.ratesDate) {
        note.ratesDate = lookup.rateDate;
      }
    }
    const at = converter(lookup?.rate ?? UNIT_RATE);
    const detail = forecastDetail(group.transactions, {
      asOf,
      ...(choices ? { choices } : {}),
      ...(group.accounts.length > 0 ? { accounts: group.accounts } : {}),
      ...(own && planned ? { planned } : {}),
    });
    if (own) plannedShown = detail.planned;
    const part = detail.forecast;
    const weeks = part.weeks.map((w) => convertWeek(w, at));
    const recurring = part.recurring.map((r) => ({ ...r, amount: at(r.amount) }));
    parts.push({ ...part, openingBalance: at(part.openingBalance), weeks, recurring });
    upcoming.push(...convertSeries(detail.upcoming, at));
    dismissed.push(...convertSeries(detail.dismissed, at));
    oneOffs.push(...detail.oneOffs.map((o) => ({ ...o, amount: at(o.amount) })));
    ended.push(...convertSeries(detail.ended, at));
  }
  // The reporting currency's part is always there (its group always runs), so none is empty.
  const combined = parts.reduce((sum, part) => ({
    ...sum,
    openingBalance: add(sum.openingBalance, part.openingBalance),
    weeks: sum.weeks.map((w, i) => {
      const other = part.weeks[i];
      return other ? addWeeks(w, other) : w;
    }),
    recurring: [...sum.recurring, ...part.recurring],
  }));
  upcoming.sort((a, b) => ((a.dates[0] ?? '') < (b.dates[0] ?? '') ? -1 : 1));
  const { scan } = consolidatedScan(transactions, { asOf, period: 'month', accounts, reporting });
  return {
    engine: combined,
    result: forecastResultFromEngine(combined, scan, { currency }),
    upcoming,
    dismissed,
    planned: plannedShown,
    // Invoices and bills carry no currency of their own: they are placed in one-currency forecasts.
    openItems: { invoices: [], bills: [] },
    oneOffs: oneOffs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    ended,
    currency: note,
  };
}
