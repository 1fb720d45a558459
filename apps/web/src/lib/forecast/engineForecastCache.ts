import { consolidatedEngineForecast, engineForecast } from '@cashline/core';
import type {
  Account,
  ConsolidatedForecast,
  EngineForecast,
  Reporting,
  IsoDate,
  OpenItem,
  PlannedItem,
  RecurringChoices,
  Transaction,
} from '@cashline/core';
import { ledgerCache } from '../cache/ledgerCache';
import { rateTableId } from '../analytics/rateTableId';
import { choicesKey } from './choicesKey';

/**
 * The engine's forecasts already made. The engine reads the whole history (about a second at a
 * million rows), so the dashboard and the forecast page share one run per list, accounts, as-of
 * date, currency, choices, planned items and invoices and bills.
 */
const cache = ledgerCache<EngineForecast>();
const NO_ACCOUNTS: readonly Account[] = [];
const NO_PLANNED: readonly PlannedItem[] = [];
const NO_OPEN_ITEMS: readonly OpenItem[] = [];

export function cachedEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  currency: string,
  choices: RecurringChoices = {},
  accounts: readonly Account[] = NO_ACCOUNTS,
  planned: readonly PlannedItem[] = NO_PLANNED,
  openItems: readonly OpenItem[] = NO_OPEN_ITEMS,
): EngineForecast {
  const key = `${asOf}|${currency}|${choicesKey(choices)}|${JSON.stringify(planned)}|${JSON.stringify(openItems)}`;
  // With accounts, the opening balance is their consolidated position.
  return cache.getOrCompute(transactions, accounts, key, () =>
    engineForecast(transactions, {
      asOf,
      currency,
      choices,
      planned,
      ...(openItems.length > 0 ? { openItems } : {}),
      ...(accounts.length > 0 ? { accounts } : {}),
    }),
  );
}

const consolidatedCache = ledgerCache<ConsolidatedForecast>();

/** The forecast of accounts in several currencies, each forecast apart and converted (core's). */
export function cachedConsolidatedForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  {
    choices,
    accounts,
    planned,
    openItems,
    reporting,
  }: {
    choices: RecurringChoices;
    accounts: readonly Account[];
    planned: readonly PlannedItem[];
    openItems: readonly OpenItem[];
    reporting: Reporting;
  },
): ConsolidatedForecast {
  const key = `${asOf}|${reporting.currency}|${rateTableId(reporting.rates)}|${choicesKey(choices)}|${JSON.stringify(planned)}|${JSON.stringify(openItems)}`;
  return consolidatedCache.getOrCompute(transactions, accounts, key, () =>
    consolidatedEngineForecast(transactions, {
      asOf,
      currency: reporting.currency,
      choices,
      planned,
      accounts,
      reporting,
      ...(openItems.length > 0 ? { openItems } : {}),
    }),
  );
}
