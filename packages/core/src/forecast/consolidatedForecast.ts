import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import { consolidatedScan } from '../analytics/consolidatedScan.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { convertCents, UNIT_RATE } from '../currency/rate.js';
import type { Rate } from '../currency/rate.js';
import { exchangeRate } from '../currency/rateTable.js';
import type { IsoDate } from '../dates.js';
import type { ExpectedPayment } from '../invoices/expectedPayments.js';
import type { OpenItem } from '../invoices/openItem.js';
import { paymentTiming } from '../invoices/paymentTiming.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { forecastDetail } from './engine/forecastDetail.js';
import type { CashFlowForecast, CashFlowWeek, UpcomingRecurring } from './engine/forecastTypes.js';
import type { KnownTimings } from './engine/openItemFlows.js';
import { forecastResultFromEngine } from './engineResult.js';
import type { EngineForecast, EngineForecastOptions } from './engineResult.js';

/** What the page says of a forecast made per currency and converted. */
export type ForecastCurrencyNote = {
  reportingCurrency: string;
  /** The date of the rates every currency's forecast was converted at (the oldest of them). */
  ratesDate: IsoDate | null;
  /** The currencies forecast on their own and converted. */
  converted: string[];
  /** Those converted at the rate a transfer between currencies implied (`withTransferRates`). */
  implied: string[];
  /**
   * Currencies with no rate at the as-of date: their accounts, invoices and bills are left out of
   * the forecast.
   */
  missing: string[];
};

export type ConsolidatedForecast = EngineForecast & { currency: ForecastCurrencyNote };

type Group = { accounts: Account[]; transactions: Transaction[]; items: OpenItem[] };

/**
 * Accounts, their transactions, and invoices and bills by currency; an item without a currency is
 * in the reporting currency, and one in a currency no account holds forms a group of its own.
 */
function groupsByCurrency(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  items: readonly OpenItem[],
  reporting: string,
): Map<string, Group> {
  // The reporting currency's group always runs: the planned items are in it.
  const groups = new Map<string, Group>();
  const groupOf = (code: string) => {
    let group = groups.get(code);
    if (group === undefined) {
      group = { accounts: [], transactions: [], items: [] };
      groups.set(code, group);
    }
    return group;
  };
  const own = groupOf(reporting);
  const byAccount = new Map<string, Group>();
  for (const account of accounts) {
    const group = groupOf(account.currency);
    group.accounts.push(account);
    byAccount.set(account.id, group);
  }
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    (byAccount.get(accountIdOf(t)) ?? own).transactions.push(t);
  }
  for (const item of items) groupOf(item.currency ?? reporting).items.push(item);
  return groups;
}

/**
 * How customers pay (and the business pays its bills), learnt once from every currency's items:
 * days late and the share never paid do not depend on the currency an invoice is in.
 */
function timingsOf(items: readonly OpenItem[], asOf: IsoDate): KnownTimings | undefined {
  if (items.length === 0) return undefined;
  return {
    invoice: paymentTiming(items, 'invoice', asOf),
    bill: paymentTiming(items, 'bill', asOf),
  };
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

/** An item's expected payment in the reporting currency; the item itself stays in its own. */
function convertPayment(payment: ExpectedPayment, rate: Rate): ExpectedPayment {
  if (rate === UNIT_RATE) return payment;
  return {
    ...payment,
    owedCents: convertCents(payment.owedCents, rate),
    weekCents: payment.weekCents.map((cents) => convertCents(cents, rate)),
  };
}

/**
 * The forecast of accounts in several currencies: each currency's accounts forecast on their own,
 * in their currency, then converted at the as-of date's rate (the latest there is) and added week
 * by week. The range is each currency's range converted at that one rate: it holds no
 * exchange-rate risk. Open invoices and bills are placed with the accounts of their currency (the
 * reporting currency's when they name none) and converted with them; the customers' habits are
 * learnt from all of them. A currency without a rate is left out and named, never counted 1:1.
 */
export function consolidatedEngineForecast(
  transactions: readonly Transaction[],
  options: EngineForecastOptions & { accounts: readonly Account[]; reporting: Reporting },
): ConsolidatedForecast {
  const { asOf, currency, choices, accounts, planned, reporting, openItems = [] } = options;
  const note: ForecastCurrencyNote = {
    reportingCurrency: reporting.currency,
    ratesDate: null,
    converted: [],
    implied: [],
    missing: [],
  };
  const parts: CashFlowForecast[] = [];
  const upcoming: UpcomingRecurring[] = [];
  const dismissed: UpcomingRecurring[] = [];
  const oneOffs: EngineForecast['oneOffs'] = [];
  const ended: EngineForecast['ended'] = [];
  let plannedShown: EngineForecast['planned'] = [];
  let receiptsCatchUp = 0;
  const placed: EngineForecast['openItems'] = { invoices: [], bills: [] };
  const knownTimings = timingsOf(openItems, asOf);
  const groups = groupsByCurrency(transactions, accounts, openItems, reporting.currency);
  for (const [code, group] of groups) {
    const own = code === reporting.currency;
    const lookup = own ? null : exchangeRate(reporting.rates, code, reporting.currency, asOf);
    if (lookup !== null && !lookup.ok) {
      note.missing.push(code);
      continue;
    }
    if (lookup !== null) {
      note.converted.push(code);
      if (lookup.implied) note.implied.push(code);
      if (note.ratesDate === null || lookup.rateDate < note.ratesDate) {
        note.ratesDate = lookup.rateDate;
      }
    }
    const rate = lookup?.rate ?? UNIT_RATE;
    const at = converter(rate);
    const detail = forecastDetail(group.transactions, {
      asOf,
      ...(choices ? { choices } : {}),
      ...(group.accounts.length > 0 ? { accounts: group.accounts } : {}),
      ...(own && planned ? { planned } : {}),
      ...(group.items.length > 0 && knownTimings ? { openItems: group.items, knownTimings } : {}),
    });
    placed.invoices.push(...detail.openItems.invoices.map((p) => convertPayment(p, rate)));
    placed.bills.push(...detail.openItems.bills.map((p) => convertPayment(p, rate)));
    if (own) plannedShown = detail.planned;
    const part = detail.forecast;
    const weeks = part.weeks.map((w) => convertWeek(w, at));
    const recurring = part.recurring.map((r) => ({ ...r, amount: at(r.amount) }));
    parts.push({ ...part, openingBalance: at(part.openingBalance), weeks, recurring });
    upcoming.push(...convertSeries(detail.upcoming, at));
    dismissed.push(...convertSeries(detail.dismissed, at));
    oneOffs.push(...detail.oneOffs.map((o) => ({ ...o, amount: at(o.amount) })));
    ended.push(...convertSeries(detail.ended, at));
    receiptsCatchUp = add(receiptsCatchUp, at(detail.receiptsCatchUp));
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
    openItems: placed,
    oneOffs: oneOffs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    ended,
    receiptsCatchUp,
    currency: note,
  };
}
