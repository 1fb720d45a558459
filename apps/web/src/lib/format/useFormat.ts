import { formatCurrency, formatDate } from '@cashline/core';
import { useMemo } from 'react';
import { useSettings } from '../settings/useSettings';
import type { UserSettings } from '../settings/settingsSchema';

type Preferences = Pick<UserSettings['preferences'], 'currency' | 'dateFormat'>;

export type Formatters = {
  /** Whole currency units, as app.md section 9 shows money in summaries and charts. */
  money: (amount: number) => string;
  /** To the cent, for single transactions. */
  moneyExact: (amount: number) => string;
  /** A `YYYY-MM-DD` date in the user's date format, never shifted by a time zone. */
  date: (isoDate: string) => string;
};

/** The core's formatting bound to one set of preferences. */
export function createFormatters({ currency, dateFormat }: Preferences): Formatters {
  return {
    money: (amount) => formatCurrency(amount, currency),
    moneyExact: (amount) => formatCurrency(amount, currency, { fractionDigits: 2 }),
    date: (isoDate) => formatDate(isoDate, dateFormat),
  };
}

/** The one place every page gets its money and date formatting from: the user's settings. */
export function useFormat(): Formatters {
  const { settings } = useSettings();
  const { currency, dateFormat } = settings.preferences;
  return useMemo(() => createFormatters({ currency, dateFormat }), [currency, dateFormat]);
}
