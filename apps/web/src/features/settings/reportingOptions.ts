import { formatLocaleDate, formatLocaleMoney, LOCALES } from '@cashline/core';
import type { Locale } from '@cashline/core';

/** The currencies offered first: those of the ECB's reference rates most businesses hold. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'SGD',
  'HKD',
  'INR',
  'ZAR',
  'MXN',
] as const;

/** The common currencies, then any other the accounts hold, each once. */
export function currencyOptions(accountCurrencies: readonly string[]): string[] {
  return [...new Set<string>([...COMMON_CURRENCIES, ...accountCurrencies])];
}

/** A locale as Settings names it: how a date and an amount look in it. */
export function localeLabel(locale: Locale, currency: string): string {
  return `${locale}: ${formatLocaleDate('2026-07-31', locale)}, ${formatLocaleMoney(1234.5, currency, locale)}`;
}

export { LOCALES };
