import { formatCurrency, formatDate } from '@cashline/core';
import { useMemo } from 'react';
import { useSettings } from './useSettings';

/** Money and date formatters bound to the user's currency and date-format settings. */
export function useFormatters() {
  const { currency, dateFormat } = useSettings().settings.preferences;
  return useMemo(
    () => ({
      money: (amount: number) => formatCurrency(amount, currency),
      date: (isoDate: string) => formatDate(isoDate, dateFormat),
    }),
    [currency, dateFormat],
  );
}
