import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency.js';
import {
  DEFAULT_LOCALE,
  formatLocaleDate,
  formatLocaleMoney,
  localeSchema,
  suggestedCurrency,
} from './locale.js';

describe('formatLocaleDate', () => {
  it('writes a UK date day first', () => {
    expect(formatLocaleDate('2026-07-31', 'en-GB')).toBe('31/07/2026');
    expect(formatLocaleDate('2026-01-01', 'en-GB')).toBe('01/01/2026');
  });

  it('writes a US date month first, as the app always has', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(formatLocaleDate('2026-07-31', 'en-US')).toBe('07/31/2026');
  });

  it("follows other locales' own separators", () => {
    expect(formatLocaleDate('2026-07-31', 'de-DE')).toBe('31.07.2026');
    expect(formatLocaleDate('2026-07-31', 'nl-NL')).toBe('31-07-2026');
    expect(formatLocaleDate('2026-07-31', 'en-CA')).toBe('2026-07-31');
  });

  it('keeps the first and last day of a year on their own day', () => {
    expect(formatLocaleDate('2025-12-31', 'en-US')).toBe('12/31/2025');
    expect(formatLocaleDate('2024-02-29', 'en-GB')).toBe('29/02/2024');
  });
});

describe('formatLocaleMoney', () => {
  it('writes pounds the UK way and dollars as today', () => {
    expect(formatLocaleMoney(1_234.56, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatLocaleMoney(-1_234.56, 'GBP', 'en-GB')).toBe('-£1,234.56');
    expect(formatLocaleMoney(1_234.56, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatLocaleMoney(1_234.56, 'USD', 'en-US')).toBe(
      formatCurrency(1_234.56, 'USD', { fractionDigits: 2 }),
    );
  });

  it("uses the locale's separators and symbol place for any currency", () => {
    expect(formatLocaleMoney(1_234.56, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatLocaleMoney(1_234.56, 'USD', 'en-GB')).toBe('US$1,234.56');
    expect(formatLocaleMoney(1_234.5, 'GBP', 'en-GB', 0)).toBe('£1,235');
  });

  it('never shows a negative zero', () => {
    expect(formatLocaleMoney(-0.004, 'GBP', 'en-GB')).toBe('£0.00');
  });
});

describe('locale settings', () => {
  it('accepts only the offered locales', () => {
    expect(localeSchema.safeParse('en-GB').success).toBe(true);
    expect(localeSchema.safeParse('xx-YY').success).toBe(false);
  });

  it('suggests the currency a locale most likely reports in', () => {
    expect(suggestedCurrency('en-GB')).toBe('GBP');
    expect(suggestedCurrency('de-DE')).toBe('EUR');
    expect(suggestedCurrency('en-US')).toBe('USD');
  });
});
