import {
  NO_BURN_RUNWAY_MONTHS,
  formatChartTick,
  formatCurrency,
  formatDate,
  formatPercent,
} from '@cashline/core';
import { useMemo } from 'react';
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
  /** A chart axis tick in thousands ('2.5k'). */
  tick: (amount: number) => string;
  percent: (percentage: number) => string;
  /** Runway: '∞' when nothing is burnt, else the months as given ('14.3 months'). */
  months: (months: number) => string;
};

function formatMonths(months: number): string {
  if (!Number.isFinite(months) || months >= NO_BURN_RUNWAY_MONTHS) return '∞';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The core's formatting bound to one set of preferences. */
export function createFormatters({ currency, dateFormat }: Preferences): Formatters {
  return {
    money: (amount) => formatCurrency(amount, currency),
    moneyExact: (amount) => formatCurrency(amount, currency, { fractionDigits: 2 }),
    date: (isoDate) => formatDate(isoDate, dateFormat),
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
