import type { Account } from '../accounts/account.js';
import { accountBalances } from '../accounts/balances.js';
import { dateKey } from '../analytics/recent.js';
import { consolidatedScan } from '../analytics/consolidatedScan.js';
import type { CurrencyNote } from '../analytics/consolidatedScan.js';
import { scanLedger } from '../analytics/scan.js';
import { categoryGrouper, groupBreakdown } from '../categories/categoryGroups.js';
import type { GroupBreakdownRow } from '../categories/categoryGroups.js';
import type { CategoryDefinition } from '../categories/categoryOperations.js';
import { isInRange } from '../dates.js';
import type { DateRange, IsoDate, Period } from '../dates.js';
import { forecastCashFlow } from '../forecast/engine/forecastCashFlow.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { forecastResultFromEngine } from '../forecast/engineResult.js';
import type { ForecastResult } from '../forecast/schema.js';
import { fromCents } from '../money.js';
import type { Transaction } from '../transaction.js';

/** The report type selector's options. */
export type ReportType = 'summary' | 'detailed' | 'forecast' | 'cashflow';
export const REPORT_TYPES: readonly ReportType[] = ['summary', 'detailed', 'forecast', 'cashflow'];

/** Report totals (app.md section 3), currency units; outflows positive. */
export type ReportSummary = {
  totalInflows: number;
  totalOutflows: number;
  netCashFlow: number;
  transactionCount: number;
};

/** One row of the category breakdown table; outflows positive, net = inflows - outflows. */
export type CategoryBreakdownRow = {
  category: string;
  inflows: number;
  outflows: number;
  net: number;
};

export type Report = {
  /** Every figure is as of this date; later transactions are in none. */
  asOf: IsoDate;
  period: Period;
  reportType: ReportType;
  /** The period's dates; null for all time. */
  range: DateRange | null;
  summary: ReportSummary;
  /** Largest money movement (inflows + outflows) first. */
  categoryBreakdown: CategoryBreakdownRow[];
  /** The same by category group (Payroll, Software, Rent under "Operating costs"), subtotals in cents. */
  groupBreakdown: GroupBreakdownRow[];
  /** The 10 newest transactions of the period. */
  recentTransactions: Transaction[];
  /** Every transaction of the period, newest first: only in the detailed report, else []. */
  transactions: Transaction[];
  /** The engine's 13-week forecast: only in the forecast report, else null. */
  forecast: ForecastResult | null;
  /** Each account the report covers with its balance as of the as-of date; [] without accounts. */
  accounts: ReportAccount[];
  /** With accounts in several currencies: the reporting currency, rates' date, missing rates. */
  currencyNote?: CurrencyNote;
};

/** An account in a report: what it is and its balance (currency units, owed is negative). */
export type ReportAccount = Pick<Account, 'id' | 'name' | 'kind' | 'currency'> & {
  balance: number;
  lastDate: IsoDate | null;
};

function reportAccounts(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  asOf: IsoDate,
): ReportAccount[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return accountBalances(transactions, accounts, asOf).flatMap((entry) => {
    const account = byId.get(entry.accountId);
    if (account === undefined) return [];
    const { id, name, kind, currency } = account;
    return [
      {
        id,
        name,
        kind,
        currency,
        balance: fromCents(entry.balanceCents),
        lastDate: entry.lastDate,
      },
    ];
  });
}

export type ReportOptions = {
  asOf: IsoDate;
  period: Period;
  reportType: ReportType;
  /** The currency the forecast's key insights are written in (default USD). */
  currency?: string;
  /** The ledger's accounts: the balance is then their consolidated position (see `ScanOptions`). */
  accounts?: readonly Account[];
  /** The user's categories, for their groups; built-in groups otherwise. */
  categories?: readonly CategoryDefinition[];
  /**
   * With `accounts` in several currencies: the totals in this currency (see `consolidatedScan`);
   * the detailed list keeps each transaction in its own account's currency.
   */
  reporting?: Reporting;
};

/** Newest first; same-date transactions keep their stored order. */
function newestFirst(transactions: Transaction[]): Transaction[] {
  const keyed = transactions.map((t, i) => ({ t, i, key: dateKey(t.date) }));
  keyed.sort((a, b) => b.key - a.key || a.i - b.i);
  return keyed.map(({ t }) => t);
}

/** The Financial Reports page for a period and report type. */
export function buildReport(
  transactions: readonly Transaction[],
  { asOf, period, reportType, currency, accounts, categories = [], reporting }: ReportOptions,
): Report {
  const consolidated =
    accounts && reporting
      ? consolidatedScan(transactions, { asOf, period, accounts, reporting })
      : null;
  const scan =
    consolidated?.scan ??
    scanLedger(transactions, accounts ? { asOf, period, accounts } : { asOf, period });
  const categoryBreakdown = [...scan.categories.values()]
    .filter((tally) => tally.inflowCount + tally.outflowCount > 0)
    .sort(
      (a, b) =>
        b.inflowCents + b.outflowCents - (a.inflowCents + a.outflowCents) ||
        (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
    )
    .map((tally) => ({
      category: tally.category,
      inflows: fromCents(tally.inflowCents),
      outflows: fromCents(tally.outflowCents),
      net: fromCents(tally.inflowCents - tally.outflowCents),
    }));
  return {
    asOf,
    period,
    reportType,
    range: scan.range,
    summary: {
      totalInflows: fromCents(scan.inflowCents),
      totalOutflows: fromCents(scan.outflowCents),
      netCashFlow: fromCents(scan.inflowCents - scan.outflowCents),
      transactionCount: scan.count,
    },
    categoryBreakdown,
    groupBreakdown: groupBreakdown(categoryBreakdown, categoryGrouper(categories)),
    recentTransactions: scan.recent,
    transactions:
      reportType === 'detailed'
        ? newestFirst(transactions.filter((t) => t.date <= asOf && isInRange(t.date, scan.range)))
        : [],
    forecast:
      reportType === 'forecast'
        ? forecastResultFromEngine(
            forecastCashFlow(transactions, accounts ? { asOf, accounts } : { asOf }),
            scan,
            { currency },
          )
        : null,
    accounts: accounts ? reportAccounts(transactions, accounts, asOf) : [],
    ...(consolidated ? { currencyNote: consolidated.currency } : {}),
  };
}

/** The Export Report download (app.md section 3). */
export type ReportExport = {
  asOf: IsoDate;
  period: Period;
  reportType: ReportType;
  summary: ReportSummary;
  categoryBreakdown: CategoryBreakdownRow[];
  groupBreakdown: GroupBreakdownRow[];
  /** The detailed report's full list, otherwise the 10 newest transactions of the period. */
  transactions: Transaction[];
  /** Present in the forecast report only. */
  forecast?: ForecastResult;
  /** The accounts and their balances, when the ledger has accounts. */
  accounts?: ReportAccount[];
};

export function reportExport(report: Report): ReportExport {
  const exported: ReportExport = {
    asOf: report.asOf,
    period: report.period,
    reportType: report.reportType,
    summary: report.summary,
    categoryBreakdown: report.categoryBreakdown,
    groupBreakdown: report.groupBreakdown,
    transactions:
      report.reportType === 'detailed' ? report.transactions : report.recentTransactions,
  };
  if (report.forecast !== null) exported.forecast = report.forecast;
  if (report.accounts.length > 0) exported.accounts = report.accounts;
  return exported;
}

/** `cashline-report-{period}-{type}-{YYYY-MM-DD}.json`, dated the day it is made (passed in). */
export function reportExportFileName(report: Report, today: IsoDate): string {
  return `cashline-report-${report.period}-${report.reportType}-${today}.json`;
}
