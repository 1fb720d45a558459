import {
  NO_BURN_RUNWAY_MONTHS,
  formatChartTick,
  formatCurrency,
  formatDate,
  formatPercent,
} from '@cashline/core';
import type { DateFormat } from '@cashline/core';
import { useMemo } from 'react';
import { todayIso } from '../clock';
import { useSettings } from '../settings/useSettings';
import type { UserSettings } from '../settings/settingsSchema';

type Preferences = Pick<UserSettings['preferences'], 'currency' | 'dateFormat'>;

/**
 * How amounts, dates, chart ticks, percentages and runway months are written, as chosen in
 * Settings. Everything is core's formatting; components only call these.
 */
export type Formatters = {
  /** Whole currency units, as app.md section 9 shows money in summaries and charts. */
  money: (amount: number) => string;
  /** To the cent, for single transactions. */
  moneyExact: (amount: number) => string;
  /** A `YYYY-MM-DD` date in the user's date format, never shifted by a time zone. */
  date: (isoDate: string) => string;
  /**
   * A moment (an ISO timestamp such as `importedAt`) in this browser's time zone: the local date in
   * the user's date format, then the time; text that is no timestamp is shown as it is.
   */
  timestamp: (isoTimestamp: string) => string;
  /** A chart axis tick in thousands ('2.5k'). */
  tick: (amount: number) => string;
  percent: (percentage: number) => string;
  /** Runway: the months as given ('14.3 months'); the forecast's 999 of no burn reads 'Not limited by burn', never '∞'. */
  months: (months: number) => string;
};

function formatMonths(months: number): string {
  if (!Number.isFinite(months) || months >= NO_BURN_RUNWAY_MONTHS) return 'Not limited by burn';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The clock follows the date format's custom: 12-hour with the US format, 24-hour with the others. */
function clockTime(at: Date, dateFormat: DateFormat): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  if (dateFormat !== 'MM/DD/YYYY') return `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function formatTimestamp(isoTimestamp: string, dateFormat: DateFormat): string {
  const at = new Date(isoTimestamp);
  if (Number.isNaN(at.getTime())) return isoTimestamp;
  return `${formatDate(todayIso(at), dateFormat)} ${clockTime(at, dateFormat)}`;
}

/** The core's formatting bound to one set of preferences. */
export function createFormatters({ currency, dateFormat }: Preferences): Formatters {
  return {
    money: (amount) => formatCurrency(amount, currency),
    moneyExact: (amount) => formatCurrency(amount, currency, { fractionDigits: 2 }),
    date: (isoDate) => formatDate(isoDate, dateFormat),
    timestamp: (isoTimestamp) => formatTimestamp(isoTimestamp, dateFormat),
    tick: formatChartTick,
    percent: formatPercent,
    months: formatMonths,
  };
}

/** The one place every page gets its money and date formatting from: the user's settings. */
export function useFormat(): Formatters {
  const { settings } = useSettings();
  const { currency, dateFormat } = settings.preferences;
  return useMemo(() => createFormatters({ currency, dateFormat }), [currency, dateFormat]);
}
