import { z } from 'zod';
import { isoDateSchema } from '../transaction.js';
import { MAX_RATE_DECIMALS, parseRate, rateText } from './rate.js';
import type { Rate } from './rate.js';
import { rateTable } from './rateTable.js';
import type { RateQuote, RateTable } from './rateTable.js';

/** An ISO 4217 code: what an account's currency and a reporting currency are written as. */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Expected a three-letter currency code');

/**
 * A rate as it travels and is stored: a decimal string, so that 0.84638 stays exactly that (a
 * float column or JSON number could turn it into 0.8463799999999999).
 */
export const rateTextSchema = z
  .string()
  .max(24)
  .refine((text) => parseRate(text) !== null, {
    message: `Expected a positive decimal rate with at most ${MAX_RATE_DECIMALS} decimals`,
  });

/** One stored daily rate: one unit of the table's base buys `rate` of `currency` on `date`. */
export const rateRowSchema = z.object({
  date: isoDateSchema,
  currency: currencyCodeSchema,
  rate: rateTextSchema,
});
export type RateRow = z.infer<typeof rateRowSchema>;

/** A quote as a row to store or send; the rate written exactly. */
export function rateRowOf(quote: RateQuote): RateRow {
  return {
    date: quote.date,
    currency: quote.currency,
    rate: rateText(quote.rate, MAX_RATE_DECIMALS),
  };
}

/** The table of validated rows (`rateRowSchema`); of two rows for one currency and day, the later wins. */
export function rateTableOfRows(base: string, rows: readonly RateRow[]): RateTable {
  return rateTable(
    base,
    rows.map((row) => ({
      date: row.date,
      currency: row.currency,
      rate: parseRate(row.rate) as Rate,
    })),
  );
}
