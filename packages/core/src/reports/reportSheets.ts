import { periodRange } from '../dates.js';
import type { Period } from '../dates.js';
import { longDateLabel } from '../runway/runwayText.js';
import type { CashFlowStatement } from './cashFlowStatement.js';
import type { SectionChoices } from './cashFlowSections.js';
import type { Report } from './report.js';
import type { ReportSheet } from './sheetLayout.js';
import { statementSheet } from './statementSheet.js';

/** What a report's sheets say beyond its figures. */
export type ReportSheetOptions = {
  /** The company's name, under the cash-flow statement's title. */
  company?: string;
  /** The user's sections of their categories. */
  choices?: SectionChoices;
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
    sheets.push({
      name: 'Transactions',
      title: `Transactions: ${title}`,
      header: ['Date', 'Description', 'Category', 'Amount'],
      rows: report.transactions.map((t) => [t.date, t.description, t.category, t.amount]),
    });
  }
  if (report.reportType === 'forecast' && report.forecast !== null) {
    sheets.push({
      name: 'Forecast',
      title: `13-week forecast: ${title}`,
      header: ['Week', 'Inflows', 'Outflows', 'Optimistic', 'Realistic', 'Pessimistic'],
      rows: report.forecast.weeklyForecasts.map((w) => [
        w.week,
        w.inflows,
        w.outflows,
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
