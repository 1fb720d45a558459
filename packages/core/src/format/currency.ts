import { fromCents } from '../money.js';
import type { Cents } from '../money.js';

/** The currencies offered in Settings; USD is the default (app.md section 9). */
export type Currency = 'USD' | 'EUR' | 'GBP' | 'CAD';

export const CURRENCIES: readonly Currency[] = ['USD', 'EUR', 'GBP', 'CAD'];

export type CurrencyFormatOptions = {
  /** Decimals to show; amounts are shown as whole units unless asked otherwise. */
  fractionDigits?: number;
  /** BCP 47 locale of the separators and symbol placement (see `format/locale.ts`); en-US by default. */
  locale?: string;
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, fractionDigits: number, locale: string): Intl.NumberFormat {
  const key = `${locale}:${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
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
  return formatterFor(currency, fractionDigits, options.locale ?? 'en-US').format(shown);
}

/** Formats integer cents the same way as `formatCurrency`. */
export function formatCents(
  cents: Cents,
  currency: string = 'USD',
  options: CurrencyFormatOptions = {},
): string {
  return formatCurrency(fromCents(cents), currency, options);
}

const TICK_UNITS = [
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'k' },
] as const;

/**
 * A chart axis tick: a unit suffix only from a thousand up ('2.5k', '1.25M'), smaller amounts as
 * they are ('250'), zero as '0'. A small ledger's ticks once read '0.004k'.
 */

export function formatChartTick(value: number): string {
  const size = Math.abs(value);
  for (const { at, suffix } of TICK_UNITS) {
    if (size >= at) return `${Number((value / at).toFixed(2))}${suffix}`;
  }
  const plain = Number(value.toFixed(2));
  return String(plain === 0 ? 0 : plain);
}
