import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { trendFromScan } from './analyze.js';
import type { TrendEntry } from './analyze.js';
import { scanLedger } from './scan.js';

/** The last 6 calendar months up to the as-of month, oldest first: inflows and outflows per month. */
export function sixMonthTrend(transactions: readonly Transaction[], asOf: IsoDate): TrendEntry[] {
  return trendFromScan(scanLedger(transactions, { asOf }));
}
