import { periodRange } from '../dates.js';
import type { Period } from '../dates.js';
import { longDateLabel } from '../runway/runwayText.js';
import type { CashFlowStatement } from './cashFlowStatement.js';
import type { SectionChoices } from './cashFlowSections.js';
import type { Report } from './report.js';
import type { ReportSheet } from './sheetLayout.js';
import { statementSheet } from './statementSheet.js';
import { convertedAmounts } from '../export/convertedAmounts.js';
import { hasAdjustment } from '../forecast/pageModel.js';
import type { ExportCurrencies } from '../export/transactionsCsv.js';

/** What a report's sheets say beyond its figures. */
export type ReportSheetOptions = {
  /** The company's name, under the cash-flow statement's title. */
  company?: string;
  /** The user's sections of their categories. */
  choices?: SectionChoices;
  /** A ledger of several currencies: transactions carry their currency and converted amount. */
  currencies?: ExportCurrencies;
};

const PERIOD_NAMES: Readonly<Record<Period, string>> = {
  all: 'All time',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

/** 'This quarter (1 Apr 2026 to 31 May 2026), as of 31 May 2026': what every exported sheet says. */
export function reportPeriodText(period: Period, asOf: string): string {
  const range = periodRange(period, asOf);
  const span =
    range === null
      ? ''
      : ` (${longDateLabel(range.start)} to ${longDateLabel(range.end < asOf ? range.end : asOf)})`;
  return `${PERIOD_NAMES[period]}${span}, as of ${longDateLabel(asOf)}`;
}

/**
 * Every exported report as tables: the summary, category and group breakdowns always, then the detailed
 * report's transactions, the forecast's weeks, or the cash-flow statement. Each sheet's title names
 * the period and the as-of date.
 */
export function reportSheets(
  report: Report,
  statement: CashFlowStatement,
  options: ReportSheetOptions = {},
): ReportSheet[] {
  const title = reportPeriodText(report.period, report.asOf);
  const { summary } = report;
  const sheets: ReportSheet[] = [
    {
      name: 'Summary',
      title: `Summary: ${title}`,
      header: ['Figure', 'Value'],
      rows: [
        ['Total inflows', summary.totalInflows],
        ['Total outflows', summary.totalOutflows],
        ['Net cash flow', summary.netCashFlow],
        ['Transactions', String(summary.transactionCount)],
        ...currencyRows(report),
      ],
    },
    {
      name: 'Categories',
      title: `Category breakdown: ${title}`,
      header: ['Category', 'Inflows', 'Outflows', 'Net'],
      rows: report.categoryBreakdown.map((row) => [
        row.category,
        row.inflows,
        row.outflows,
        row.net,
      ]),
    },
    {
      name: 'Groups',
      title: `Category groups: ${title}`,
      header: ['Group', 'Categories', 'Inflows', 'Outflows', 'Net'],
      rows: report.groupBreakdown.map((row) => [
        row.group,
        row.categories.join(', '),
        row.inflows,
        row.outflows,
        row.net,
      ]),
    },
  ];
  if (report.reportType === 'detailed') {
    const converted =
      options.currencies &&
      convertedAmounts(options.currencies.accounts, options.currencies.reporting);
    sheets.push({
      name: 'Transactions',
      title: `Transactions: ${title}`,
      header: [
        'Date',
        'Description',
        'Category',
        'Amount',
        ...(converted ? ['Currency', 'Converted amount', 'Converted to'] : []),
      ],
      rows: report.transactions.map((t) => {
        const row: (string | number)[] = [t.date, t.description, t.category, t.amount];
        if (!converted) return row;
        const cells = converted(t);
        return [...row, cells.Currency, cells['Converted amount'], cells['Converted to']];
      }),
    });
  }
  if (report.reportType === 'forecast' && report.forecast !== null) {
    const weeks = report.forecast.weeklyForecasts;
    // The engine's correction gets its own column when it moves any week, so each row adds up.
    const adjusted = hasAdjustment(weeks);
    sheets.push({
      name: 'Forecast',
      title: `13-week forecast: ${title}`,
      header: [
        'Week',
        'Inflows',
        'Outflows',
        ...(adjusted ? ['Adjustment'] : []),
        'Optimistic',
        'Realistic',
        'Pessimistic',
      ],
      rows: weeks.map((w) => [
        w.week,
        w.inflows,
        w.outflows,
        ...(adjusted ? [w.adjustment ?? 0] : []),
        w.optimistic,
        w.realistic,
        w.pessimistic,
      ]),
    });
  }
  if (report.reportType === 'cashflow')
    sheets.push(statementSheet(statement, { title, ...options }));
  return sheets;
}

/** The summary's word on currency, when the report converted accounts of several. */
function currencyRows(report: Report): [string, string][] {
  const note = report.currencyNote;
  if (note === undefined) return [];
  const rows: [string, string][] = [['Reporting currency', note.reportingCurrency]];
  if (note.ratesDate !== null) rows.push(['Exchange rates of', note.ratesDate]);
  for (const currency of note.implied) {
    rows.push([`${currency} rate`, 'implied by a transfer where none was published or entered']);
  }
  for (const missing of note.missing) {
    rows.push([`No rate for ${missing.currency}`, `left out of ${missing.figures.join(', ')}`]);
  }
  return rows;
}
