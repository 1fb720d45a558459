import { useMemo } from 'react';
import type { EngineForecast, IsoDate, Transaction } from '@cashline/core';
import { useScopedAccounts } from '../analytics/useScopedAccounts';
import { useSettings } from '../settings/useSettings';
import { cachedEngineForecast } from './engineForecastCache';
import { useOpenItems } from '../invoices/OpenItemsContext';
import { usePlannedItems } from './PlannedItemsContext';
import { useRecurringChoices } from './useRecurringChoices';

/**
 * Core's forecast engine over the ledger as of a date, with the user's recurring choices and
 * planned items and invoices and bills, its opening balance the chosen accounts' position, computed once per list,
 * accounts, date, choices and planned items.
 */
export function useEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): EngineForecast {
  const { currency } = useSettings().settings.preferences;
  const { choices } = useRecurringChoices();
  const { items: planned } = usePlannedItems();
  const { items: openItems } = useOpenItems();
  const accounts = useScopedAccounts();
  return useMemo(
    () => cachedEngineForecast(transactions, asOf, currency, choices, accounts, planned, openItems),
    [transactions, asOf, currency, choices, accounts, planned, openItems],
  );
}
