import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import { convertCents } from './rate.js';
import { exchangeRate } from './rateTable.js';
import type { MissingRate, RateTable } from './rateTable.js';

/** An amount in its own currency on the date it moved. */
export type DatedAmount = { cents: Cents; currency: string; date: IsoDate };

export type ConvertedTotal = {
  /** The sum of the amounts that could be converted, each rounded to the cent first. */
  cents: Cents;
  /** How many amounts were in another currency and converted. */
  convertedCount: number;
  /** The amounts left out for want of a rate, one entry per currency and date. */
  missing: MissingRate[];
};

/**
 * Sums amounts of several currencies in one: each converted at its own date's rate and rounded to
 * the cent (half away from zero) before it is added, so the total is the sum of what each line shows.
 */
export function sumConverted(
  amounts: readonly DatedAmount[],
  to: string,
  table: RateTable,
): ConvertedTotal {
  let cents = 0;
  let convertedCount = 0;
  const missing = new Map<string, MissingRate>();
  for (const amount of amounts) {
    const lookup = exchangeRate(table, amount.currency, to, amount.date);
    if (!lookup.ok) {
      missing.set(`${amount.currency} ${amount.date}`, lookup.missing);
      continue;
    }
    if (amount.currency !== to) convertedCount += 1;
    cents += convertCents(amount.cents, lookup.rate);
  }
  return { cents, convertedCount, missing: [...missing.values()] };
}
