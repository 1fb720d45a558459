import { engineForecast } from '@cashline/core';
import type {
  Account,
  EngineForecast,
  IsoDate,
  OpenItem,
  PlannedItem,
  RecurringChoices,
  Transaction,
} from '@cashline/core';
import { ledgerCache } from '../cache/ledgerCache';
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
