import type { Transaction } from '../../transaction.js';
import { forecastDetail } from './forecastDetail.js';
import type { CashFlowForecast, ForecastCashFlowOptions } from './forecastTypes.js';

/**
 * The 13-week cash-flow forecast as of a date (see `forecastDetail` for the method), the user's
 * choices about recurring series applied.
 */
export function forecastCashFlow(
  transactions: readonly Transaction[],
  options: ForecastCashFlowOptions,
): CashFlowForecast {
  return forecastDetail(transactions, options).forecast;
}
