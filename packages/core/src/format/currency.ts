import { fromCents } from '../money.js';
import type { Cents } from '../money.js';

/** The currencies offered in Settings; USD is the default (app.md section 9). */
export type Currency = 'USD' | 'EUR' | 'GBP' | 'CAD';

export const CURRENCIES: readonly Currency[] = ['USD', 'EUR', 'GBP', 'CAD'];

export type CurrencyFormatOptions = {
  /** Decimals to show; amounts are shown as whole units unless asked otherwise. */
  fractionDigits?: number;
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a currency-unit amount: `formatCurrency(-1234.5)` gives '-$1,235'. */
export function formatCurrency(
  amount: number,
  currency: string = 'USD',
  options: CurrencyFormatOptions = {},
): string {
  const fractionDigits = options.fractionDigits ?? 0;
  // Intl writes an amount that rounds to zero from below as '-$0'; a finance user expects '$0'.
  const shown = Math.round(amount * 10 ** fractionDigits) === 0 ? 0 : amount;
  return formatterFor(currency, fractionDigits).format(shown);
}

/** Formats integer cents the same way as `formatCurrency`. */
export function formatCents(
  cents: Cents,
  currency: string = 'USD',
  options: CurrencyFormatOptions = {},
): string {
  return formatCurrency(fromCents(cents), currency, options);
}

/**
 * A chart axis tick in thousands with a 'k' suffix ('2.5k', '0.25k', '-10k'); zero is '0'. Written
 * to the unit, not to a tenth of a thousand: a small ledger's ticks at 250 and 750 read '0.3k' and
 * '0.8k' before.
 */
export function formatChartTick(value: number): string {
  if (value === 0) return '0';
  const thousands = Number((value / 1000).toFixed(3));
  return `${thousands === 0 ? 0 : thousands}k`;
}
