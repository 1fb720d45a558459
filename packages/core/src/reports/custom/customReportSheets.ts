import type { ReportSheet } from '../sheetLayout.js';
import type { CustomReport } from './customReport.js';
import type { CustomReportFilters } from './definition.js';

/**
 * 'Outflows only; categories Rent, Payroll; description contains "aws"; amounts 100.00 to 500.00'.
 * With `convertedTo`, the report's amounts were converted into it and the limits are in it.
 */
export function customFiltersText(filters: CustomReportFilters, convertedTo?: string): string {
  const parts: string[] = [];
  if (filters.direction !== 'all') {
    parts.push(filters.direction === 'inflow' ? 'Inflows only' : 'Outflows only');
  }
  if (filters.categories.length > 0) parts.push(`categories ${filters.categories.join(', ')}`);
  if (filters.text.trim() !== '') parts.push(`description contains "${filters.text.trim()}"`);
  const { minAmount: min, maxAmount: max } = filters;
  const unit = convertedTo ? ` ${convertedTo} (converted)` : '';
  if (min !== undefined && max !== undefined) {
    parts.push(`amounts ${min.toFixed(2)} to ${max.toFixed(2)}${unit}`);
  } else if (min !== undefined) parts.push(`amounts from ${min.toFixed(2)}${unit}`);
  else if (max !== undefined) parts.push(`amounts up to ${max.toFixed(2)}${unit}`);
  return parts.length === 0 ? 'No filters' : parts.join('; ');
}

/**
 * A custom report as one table for the report files (CSV, XLSX): its name, period, as-of date
 * and filters in the title, then the groups and the total.
 */
export function customReportSheets(report: CustomReport): ReportSheet[] {
  const { definition, total } = report;
  return [
    {
      name: 'Custom report',
      title: `${definition.name}: ${report.periodText}. Filters: ${customFiltersText(definition.filters, report.currencyNote?.reportingCurrency)}`,
      header: [report.groupHeader, 'Inflows', 'Outflows', 'Net', 'Transactions'],
      rows: [
        ...report.rows.map((row) => [
          row.label,
          row.inflows,
          row.outflows,
          row.net,
          String(row.count),
        ]),
        ['Total', total.inflows, total.outflows, total.net, String(total.count)],
      ],
    },
  ];
}

/** 'rent-check_2026-01-01_to_2026-04-15_as-of_2026-04-15' (no extension): name, period and as-of date. */
export function customReportFileName(report: CustomReport): string {
  const slug =
    report.definition.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'custom-report';
  const span = report.range === null ? 'all-time' : `${report.range.start}_to_${report.range.end}`;
  return `${slug}_${span}_as-of_${report.asOf}`;
}
