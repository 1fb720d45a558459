import { useMemo } from 'react';
import type {
  EngineForecast,
  ForecastCurrencyNote,
  IsoDate,
  OpenItem,
  Transaction,
} from '@cashline/core';
import { useScopedAccounts } from '../analytics/useScopedAccounts';
import { useSettings } from '../settings/useSettings';
import { useReporting } from '../analytics/useReporting';
import { PENDING_RATES } from '../analytics/useRateTable';
import { useOpenItems } from '../invoices/OpenItemsContext';
import { cachedConsolidatedForecast, cachedEngineForecast } from './engineForecastCache';
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
): EngineForecast & { currency?: ForecastCurrencyNote & { pending?: boolean } } {
  const { currency } = useSettings().settings.preferences;
  const { choices } = useRecurringChoices();
  const { items: planned } = usePlannedItems();
  const { items: openItems } = useOpenItems();
  const accounts = useScopedAccounts();
  const itemCurrencies = useMemo(() => currenciesOf(openItems), [openItems]);
  // Invoices and bills in another currency are converted as accounts in one are.
  const reporting = useReporting(accounts, itemCurrencies);
  return useMemo(
    () =>
      reporting === null
        ? cachedEngineForecast(transactions, asOf, currency, choices, accounts, planned, openItems)
        : withPendingRates(
            cachedConsolidatedForecast(transactions, asOf, {
              choices,
              accounts,
              planned,
              openItems,
              reporting,
            }),
            reporting.rates === PENDING_RATES,
          ),
    [transactions, asOf, currency, choices, accounts, planned, openItems, reporting],
  );
}

/** The currencies invoices and bills name (those without one are in the ledger's). */
export function currenciesOf(items: readonly OpenItem[]): string[] {
  const codes = new Set<string>();
  for (const item of items) if (item.currency !== undefined) codes.add(item.currency);
  return [...codes].sort();
}

function withPendingRates<F extends { currency: ForecastCurrencyNote }>(
  forecast: F,
  pending: boolean,
) {
  return pending ? { ...forecast, currency: { ...forecast.currency, pending } } : forecast;
}
