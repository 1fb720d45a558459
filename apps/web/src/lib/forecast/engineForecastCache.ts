import { engineForecast } from '@cashline/core';
import type {
  Account,
  EngineForecast,
  IsoDate,
  RecurringChoices,
  Transaction,
} from '@cashline/core';

/**
 * The engine's forecasts already made, per transaction list (the store hands out a new array only
 * when the data changes). The engine reads the whole history (about a second at a million rows),
 * so the dashboard and the forecast page share one run per list, accounts, as-of date, currency and
 * choices.
 */
const cache = new WeakMap<readonly Transaction[], WeakMap<object, Map<string, EngineForecast>>>();
const NO_ACCOUNTS: readonly Account[] = [];

function choicesKey(choices: RecurringChoices): string {
  return Object.keys(choices)
    .sort()
    .map((key) => `${key}=${choices[key] ?? ''}`)
    .join('\n');
}

export function cachedEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  currency: string,
  choices: RecurringChoices = {},
  accounts: readonly Account[] = NO_ACCOUNTS,
): EngineForecast {
  let byAccounts = cache.get(transactions);
  if (byAccounts === undefined) {
    byAccounts = new WeakMap();
    cache.set(transactions, byAccounts);
  }
  let byOptions = byAccounts.get(accounts);
  if (byOptions === undefined) {
    byOptions = new Map();
    byAccounts.set(accounts, byOptions);
  }
  const key = `${asOf}|${currency}|${choicesKey(choices)}`;
  let forecast = byOptions.get(key);
  if (forecast === undefined) {
    // With accounts, the opening balance is their consolidated position.
    forecast = engineForecast(transactions, {
      asOf,
      currency,
      choices,
      ...(accounts.length > 0 ? { accounts } : {}),
    });
    byOptions.set(key, forecast);
  }
  return forecast;
}
