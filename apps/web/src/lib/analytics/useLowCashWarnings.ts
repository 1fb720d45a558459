import { lowCashWarnings } from '@cashline/core';
import type { Account, IsoDate, LowCashWarning } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { cachedConsolidatedForecast } from '../forecast/engineForecastCache';
import { usePlannedItems } from '../forecast/PlannedItemsContext';
import { currenciesOf } from '../forecast/useEngineForecast';
import { useRecurringChoices } from '../forecast/useRecurringChoices';
import { useOpenItems } from '../invoices/OpenItemsContext';
import { LedgerContext, LedgerRowsContext } from '../transactions/ledgerContexts';
import { PENDING_RATES } from './useRateTable';
import { useReporting } from './useReporting';

const NONE: LowCashWarning[] = [];
const NO_ACCOUNTS: readonly Account[] = [];

/**
 * The accounts (and total cash) projected below their minimum within 13 weeks of the date. With
 * accounts in several currencies, total cash is the forecast made per currency and converted into
 * the reporting currency at the latest rate (as the server's alert), a currency without a rate
 * left out and named; while the rates are on their way, total cash is not checked.
 */
export function useLowCashWarnings(asOf: IsoDate): LowCashWarning[] {
  const store = useContext(LedgerContext);
  const transactions = useContext(LedgerRowsContext)?.transactions;
  const accounts = store?.accounts;
  const minimum = store?.cashMinimum ?? null;
  const { choices } = useRecurringChoices();
  const { items: planned } = usePlannedItems();
  const { items: openItems } = useOpenItems();
  const itemCurrencies = useMemo(() => currenciesOf(openItems), [openItems]);
  // The forecast pages' own converted forecast, invoices and bills included, so both agree.
  const reporting = useReporting(accounts ?? NO_ACCOUNTS, itemCurrencies);
  return useMemo(() => {
    if (transactions === undefined || accounts === undefined) return NONE;
    const converted = reporting !== null && reporting.rates !== PENDING_RATES;
    const consolidated = converted
      ? cachedConsolidatedForecast(transactions, asOf, {
          choices,
          accounts,
          planned,
          openItems,
          reporting,
        })
      : undefined;
    return lowCashWarnings(transactions, accounts, {
      asOf,
      ...(minimum === null ? {} : { totalThreshold: minimum }),
      ...(consolidated ? { consolidated } : {}),
    });
  }, [transactions, accounts, minimum, asOf, reporting, choices, planned, openItems]);
}
