import { z } from 'zod';
import { dateParts } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { formatCurrency } from './currency.js';

/** The locales Settings offers: how dates and numbers are written, not which currency. */
export const LOCALES = [
  'en-US',
  'en-GB',
  'en-IE',
  'en-CA',
  'en-AU',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** What the app has always shown: US dates and numbers. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** A currency to offer first for a locale's user, e.g. at sign-up; they may pick any other. */
const LOCALE_CURRENCY: Record<Locale, string> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-IE': 'EUR',
  'en-CA': 'CAD',
  'en-AU': 'AUD',
  'de-DE': 'EUR',
  'fr-FR': 'EUR',
  'es-ES': 'EUR',
  'it-IT': 'EUR',
  'nl-NL': 'EUR',
};

export function suggestedCurrency(locale: Locale): string {
  return LOCALE_CURRENCY[locale];
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date the way the locale writes it in full digits: 31/07/2026 in en-GB, 07/31/2026 in
 * en-US, 31.07.2026 in de-DE. The date is placed at midnight UTC and formatted in UTC, so no time
 * zone of the machine can move it to another day.
 */
export function formatLocaleDate(date: IsoDate, locale: Locale): string {
  let formatter = dateFormatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    dateFormatters.set(locale, formatter);
  }
  const { year, month, day } = dateParts(date);
  return formatter.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * An amount of money the way the locale writes it, in cents by default: £1,234.56 in en-GB,
 * $1,234.56 in en-US, 1.234,56 € in de-DE. Never a negative zero.
 */
export function formatLocaleMoney(
  amount: number,
  currency: string,
  locale: Locale,
  fractionDigits = 2,
): string {
  return formatCurrency(amount, currency, { locale, fractionDigits });
}
