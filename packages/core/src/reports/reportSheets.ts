import { periodRange } from '../dates.js';
import type { Period } from '../dates.js';
import { longDateLabel } from '../runway/runwayText.js';
import type { CashFlowStatement } from './cashFlowStatement.js';
import type { Report } from './report.js';

/** A cell of an exported report: text, or money in currency units (written to two decimals). */
export type SheetCell = string | number;

/** One table of an exported report: a worksheet in XLSX, a block in CSV. */
export type ReportSheet = { name: string; title: string; header: string[]; rows: SheetCell[][] };

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

function statementSheet(statement: CashFlowStatement, title: string): ReportSheet {
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
  const last = statement.closingCash.length - 1;
  const line = (label: string, values: number[], total: SheetCell) => [label, ...values, total];
  return {
    name: 'Cash flow',
    title: `Cash-flow statement: ${title}`,
    header: ['', ...statement.monthLabels, 'Total'],
    rows: [
      line('Opening cash', statement.openingCash, statement.openingCash[0] ?? 0),
      ['Inflows'],
      ...statement.inflows.map((l) => line(`  ${l.category}`, l.amounts, l.total)),
      line('Total inflows', statement.totalInflows, sum(statement.totalInflows)),
      ['Outflows'],
      ...statement.outflows.map((l) => line(`  ${l.category}`, l.amounts, l.total)),
      line('Total outflows', statement.totalOutflows, sum(statement.totalOutflows)),
      line('Net cash flow', statement.net, sum(statement.net)),
      line('Closing cash', statement.closingCash, statement.closingCash[last] ?? 0),
    ],
  };
}

/**
 * Every exported report as tables: the summary, category and group breakdowns always, then the detailed
 * report's transactions, the forecast's weeks, or the cash-flow statement. Each sheet's title names
 * the period and the as-of date.
 */
export function reportSheets(report: Report, statement: CashFlowStatement): ReportSheet[] {
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
  if (report.reportType === 'cashflow') sheets.push(statementSheet(statement, title));
  return sheets;
}
