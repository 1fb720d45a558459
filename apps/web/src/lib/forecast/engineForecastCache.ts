import { engineForecast } from '@cashline/core';
import type {
  Account,
  EngineForecast,
  IsoDate,
  RecurringChoices,
  Transaction,
} from '@cashline/core';
import { ledgerCache } from '../cache/ledgerCache';
import { choicesKey } from './choicesKey';

/**
 * The engine's forecasts already made. The engine reads the whole history (about a second at a
 * million rows), so the dashboard and the forecast page share one run per list, accounts, as-of
 * date, currency and choices.
 */
const cache = ledgerCache<EngineForecast>();
const NO_ACCOUNTS: readonly Account[] = [];

export function cachedEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  currency: string,
  choices: RecurringChoices = {},
  accounts: readonly Account[] = NO_ACCOUNTS,
): EngineForecast {
  const key = `${asOf}|${currency}|${choicesKey(choices)}`;
  // With accounts, the opening balance is their consolidated position.
  return cache.getOrCompute(transactions, accounts, key, () =>
    engineForecast(transactions, {
      asOf,
      currency,
      choices,
      ...(accounts.length > 0 ? { accounts } : {}),
    }),
  );
}
