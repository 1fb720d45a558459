import { engineForecast } from '@cashline/core';
import type { CashFlowForecast, ForecastResult, IsoDate, Transaction } from '@cashline/core';

export type EngineForecast = { engine: CashFlowForecast; result: ForecastResult };

/**
 * The engine's forecasts already made, per transaction list (the store hands out a new array only
 * when the data changes). The engine reads the whole history (about a second at a million rows),
 * so the dashboard and the forecast page share one run per list, as-of date and currency.
 */
const cache = new WeakMap<readonly Transaction[], Map<string, EngineForecast>>();

export function cachedEngineForecast(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  currency: string,
): EngineForecast {
  let byOptions = cache.get(transactions);
  if (byOptions === undefined) {
    byOptions = new Map();
    cache.set(transactions, byOptions);
  }
  const key = `${asOf}|${currency}`;
  let forecast = byOptions.get(key);
  if (forecast === undefined) {
    forecast = engineForecast(transactions, { asOf, currency });
    byOptions.set(key, forecast);
  }
  return forecast;
}
