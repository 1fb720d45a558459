import {
  NO_BURN_RUNWAY_MONTHS,
  formatChartTick,
  formatCurrency,
  formatDate,
  formatLocaleDate,
  formatPercent,
} from '@cashline/core';
import type { DateFormat, Locale } from '@cashline/core';
import { useMemo } from 'react';
import { todayIso } from '../clock';
import { useSettings } from '../settings/useSettings';
import { useCurrencyChoice } from './useCurrencyChoice';

/**
 * The currency amounts are shown in, and how dates are written: in the locale's way when one is
 * chosen, else in the browser's date format with US separators, as the app always did.
 */
type Preferences = { currency: string; dateFormat: DateFormat; locale?: Locale | undefined };

/**
 * How amounts, dates, chart ticks, percentages and runway months are written, as chosen in
 * Settings. Everything is core's formatting; components only call these.
 */
export type Formatters = {
  /** Whole currency units, as app.md section 9 shows money in summaries and charts. */
  money: (amount: number) => string;
  /** To the cent, for single transactions. */
  moneyExact: (amount: number) => string;
  /** To the cent in a given currency: an account's own amounts, shown as they are. */
  moneyIn: (amount: number, currency: string) => string;
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

/** The clock follows the date's custom: 12-hour in the US, 24-hour elsewhere. */
function clockTime(at: Date, twelveHour: boolean): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  if (!twelveHour) return `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function formatTimestamp(
  isoTimestamp: string,
  date: (isoDate: string) => string,
  twelveHour: boolean,
): string {
  const at = new Date(isoTimestamp);
  if (Number.isNaN(at.getTime())) return isoTimestamp;
  return `${date(todayIso(at))} ${clockTime(at, twelveHour)}`;
}

/** The core's formatting bound to one set of preferences. */
export function createFormatters({ currency, dateFormat, locale }: Preferences): Formatters {
  const date =
    locale === undefined
      ? (isoDate: string) => formatDate(isoDate, dateFormat)
      : (isoDate: string) => formatLocaleDate(isoDate, locale);
  const twelveHour = locale === undefined ? dateFormat === 'MM/DD/YYYY' : locale === 'en-US';
  const numbers = locale === undefined ? {} : { locale };
  return {
    money: (amount) => formatCurrency(amount, currency, numbers),
    moneyExact: (amount) => formatCurrency(amount, currency, { ...numbers, fractionDigits: 2 }),
    moneyIn: (amount, other) => formatCurrency(amount, other, { ...numbers, fractionDigits: 2 }),
    date,
    timestamp: (isoTimestamp) => formatTimestamp(isoTimestamp, date, twelveHour),
    tick: formatChartTick,
    percent: formatPercent,
    months: formatMonths,
  };
}

/** The one place every page gets its money and date formatting from: the user's settings. */
export function useFormat(): Formatters {
  const { dateFormat } = useSettings().settings.preferences;
  const { currency, locale } = useCurrencyChoice();
  return useMemo(
    () => createFormatters({ currency, dateFormat, locale }),
    [currency, dateFormat, locale],
  );
}
