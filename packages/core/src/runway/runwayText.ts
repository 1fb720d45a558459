import { dateParts, monthLabel, shortMonthName } from '../dates.js';
import type { IsoDate, MonthKey } from '../dates.js';
import type { BurnBasis } from './burn.js';

/** One-line definitions shown beside the two burn figures. */
export const NET_BURN_DEFINITION = 'Average monthly outflows minus inflows.';
export const GROSS_BURN_DEFINITION =
  'Average monthly outflows of those complete months, transfers excluded, before any revenue.';

function monthWithYear(month: MonthKey): string {
  return `${monthLabel(month)} ${month.slice(0, 4)}`;
}

/** 'Oct 2026', 'Aug–Oct 2026' or 'Nov 2025–Jan 2026'. */
export function monthSpanLabel(months: readonly MonthKey[]): string {
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) return monthWithYear(first);
  if (first.slice(0, 4) === last.slice(0, 4)) return `${monthLabel(first)}–${monthWithYear(last)}`;
  return `${monthWithYear(first)}–${monthWithYear(last)}`;
}

/** '31 Jul 2026': the as-of date and dates in runway text, in words so no date format can mislead. */
export function longDateLabel(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${day} ${shortMonthName(month)} ${year}`;
}

function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** What the burn figures rest on, e.g. 'Based on 3 complete months: Aug–Oct 2026'. */
export function burnBasisText(basis: BurnBasis): string {
  switch (basis.kind) {
    case 'months':
      return `Based on ${plural(basis.months.length, 'complete month')}: ${monthSpanLabel(basis.months)}`;
    case 'days':
      return `Based on ${plural(basis.days, 'day')} of data (${longDateLabel(basis.from)} to ${longDateLabel(basis.to)}), scaled to a month`;
    case 'none':
      return 'No transactions up to this date to measure burn';
  }
}

/** The span the basis covers, as 'the last 3 months', 'the last month' or 'the last 12 days'. */
function lastSpan(basis: BurnBasis): string {
  if (basis.kind === 'months') {
    return basis.months.length === 1 ? 'the last month' : `the last ${basis.months.length} months`;
  }
  if (basis.kind === 'days') return `the last ${plural(basis.days, 'day')}`;
  return 'this period';
}

/** Said instead of a runway when net burn is at or below zero (decisions.md: never ∞, never "Healthy"). */
export function cashFlowPositiveText(basis: BurnBasis): string {
  return `Cash-flow positive over ${lastSpan(basis)}: runway is not limited by burn`;
}
