import { engineForecast } from '@cashline/core';
import type { EngineForecast, IsoDate, RecurringChoices, Transaction } from '@cashline/core';

/**
 * The engine's forecasts already made, per transaction list (the store hands out a new array only
 * when the data changes). The engine reads the whole history (about a second at a million rows),
 * so the dashboard and the forecast page share one run per list, as-of date, currency and choices.
 */
const cache = new WeakMap<readonly Transaction[], Map<string, EngineForecast>>();

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
): EngineForecast {
  let byOptions = cache.get(transactions);
  if (byOptions === undefined) {
    byOptions = new Map();
    cache.set(transactions, byOptions);
  }
  const key = `${asOf}|${currency}|${choicesKey(choices)}`;
  let forecast = byOptions.get(key);
  if (forecast === undefined) {
    forecast = engineForecast(transactions, { asOf, currency, choices });
    byOptions.set(key, forecast);
  }
  return forecast;
}
