import {
  NO_BURN_RUNWAY_MONTHS,
  formatChartTick,
  formatCurrency,
  formatDate,
  formatPercent,
} from '@cashline/core';
import type { DateFormat } from '@cashline/core';

/**
 * How amounts, dates, chart ticks, percentages and runway months are written, as chosen in
 * Settings. Everything is core's formatting; components only call these.
 */
export type Formatters = {
  /** Whole currency units, for totals and charts. */
  money: (amount: number) => string;
  /** To the cent, for single transactions. */
  moneyExact: (amount: number) => string;
  date: (isoDate: string) => string;
  tick: (amount: number) => string;
  percent: (percentage: number) => string;
  /** Runway: '∞' when nothing is burnt, else the months as given ('14.3 months'). */
  months: (months: number) => string;
};

function formatMonths(months: number): string {
  if (!Number.isFinite(months) || months >= NO_BURN_RUNWAY_MONTHS) return '∞';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

export function createFormatters(currency: string, dateFormat: DateFormat): Formatters {
  return {
    money: (amount) => formatCurrency(amount, currency),
    moneyExact: (amount) => formatCurrency(amount, currency, { fractionDigits: 2 }),
    date: (isoDate) => formatDate(isoDate, dateFormat),
    tick: formatChartTick,
    percent: formatPercent,
    months: formatMonths,
  };
}
