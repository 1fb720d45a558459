import { useMemo } from 'react';
import { useSettings } from '../settings/useSettings';
import type { UserSettings } from '../settings/settingsSchema';

type Preferences = UserSettings['preferences'];

export type Formatters = {
  /** Whole currency units, as app.md section 9 shows money in summaries and charts. */
  money: (amount: number) => string;
  /** To the cent, for single transactions. */
  moneyExact: (amount: number) => string;
  /** A `YYYY-MM-DD` date in the user's date format, never shifted by a time zone. */
  date: (isoDate: string) => string;
};

/** Pure: the formatters for one set of preferences. */
export function createFormatters({ currency, dateFormat }: Preferences): Formatters {
  const whole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const exact = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    money: (amount) => whole.format(amount === 0 ? 0 : amount),
    moneyExact: (amount) => exact.format(amount === 0 ? 0 : amount),
    date: (isoDate) => {
      const [year, month, day] = isoDate.split('-');
      if (!year || !month || !day) return isoDate;
      if (dateFormat === 'DD/MM/YYYY') return `${day}/${month}/${year}`;
      if (dateFormat === 'YYYY-MM-DD') return isoDate;
      return `${month}/${day}/${year}`;
    },
  };
}

/** The one place every page gets its money and date formatting from: the user's settings. */
export function useFormat(): Formatters {
  const { settings } = useSettings();
  const { currency, dateFormat, theme } = settings.preferences;
  return useMemo(
    () => createFormatters({ currency, dateFormat, theme }),
    [currency, dateFormat, theme],
  );
}
