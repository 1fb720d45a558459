import { useMemo } from 'react';
import { formatDate, formatMoney } from './formatters';
import { useSettings } from './useSettings';

/** Money and date formatters bound to the user's currency and date-format settings. */
export function useFormatters() {
  const { currency, dateFormat } = useSettings().settings.preferences;
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, currency),
      date: (isoDate: string) => formatDate(isoDate, dateFormat),
    }),
    [currency, dateFormat],
  );
}
