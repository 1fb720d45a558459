import { describe, expect, it } from 'vitest';
import { convertCents, parseRate } from './rate.js';
import type { Rate } from './rate.js';
import { sumConverted } from './convert.js';
import {
  exchangeRate,
  latestRateDate,
  MAX_RATE_AGE_DAYS,
  rateTable,
  withImpliedQuotes,
} from './rateTable.js';
import type { RateLookup } from './rateTable.js';

function rate(text: string): Rate {
  return parseRate(text) as Rate;
}

// Wednesday 29 and Friday 31 July 2026; nothing on Thursday 30 (as on a TARGET holiday).
const table = rateTable('EUR', [
  { date: '2026-07-31', currency: 'USD', rate: rate('1.1750') },
  { date: '2026-07-29', currency: 'USD', rate: rate('1.1700') },
  { date: '2026-07-29', currency: 'GBP', rate: rate('0.86000') },
  { date: '2026-07-31', currency: 'GBP', rate: rate('0.85500') },
]);

function converted(lookup: RateLookup, cents: number): number {
  if (!lookup.ok) throw new Error('missing');
  return convertCents(cents, lookup.rate);
}

describe('exchangeRate', () => {
  it('takes the rate of the date', () => {
    const lookup = exchangeRate(table, 'EUR', 'USD', '2026-07-31');
    expect(lookup).toMatchObject({ ok: true, rateDate: '2026-07-31' });
    expect(converted(lookup, 10_000)).toBe(11_750);
    // The other way: 117.50 USD back to EUR is 100.00.
    expect(converted(exchangeRate(table, 'USD', 'EUR', '2026-07-31'), 11_750)).toBe(10_000);
  });

  it('falls back to the latest earlier business day within 7 days', () => {
    const thursday = exchangeRate(table, 'EUR', 'USD', '2026-07-30');
    expect(thursday).toMatchObject({ ok: true, rateDate: '2026-07-29' });
    expect(converted(thursday, 10_000)).toBe(11_700);
    expect(MAX_RATE_AGE_DAYS).toBe(7);
    expect(exchangeRate(table, 'EUR', 'USD', '2026-08-07')).toMatchObject({
      ok: true,
      rateDate: '2026-07-31',
    });
  });

  it('says the rate is missing past 7 days, before the first rate and for an unknown currency', () => {
    expect(exchangeRate(table, 'EUR', 'USD', '2026-08-08')).toEqual({
      ok: false,
      missing: { currency: 'USD', date: '2026-08-08' },
    });
    expect(exchangeRate(table, 'USD', 'GBP', '2026-07-28')).toEqual({
      ok: false,
      missing: { currency: 'USD', date: '2026-07-28' },
    });
    expect(exchangeRate(table, 'GBP', 'CHF', '2026-07-31')).toEqual({
      ok: false,
      missing: { currency: 'CHF', date: '2026-07-31' },
    });
  });

  it('crosses two currencies through the base and dates the rate by the older leg', () => {
    // 100.00 USD on 31 July: 10,000 * 0.855 / 1.175 = 7,276.6 cents.
    expect(converted(exchangeRate(table, 'USD', 'GBP', '2026-07-31'), 10_000)).toBe(7_277);
    const late = rateTable('EUR', [
      { date: '2026-07-29', currency: 'USD', rate: rate('1.1700') },
      { date: '2026-07-31', currency: 'GBP', rate: rate('0.85500') },
    ]);
    expect(exchangeRate(late, 'USD', 'GBP', '2026-07-31')).toMatchObject({
      ok: true,
      rateDate: '2026-07-29',
    });
  });

  it('needs no rate for a currency into itself', () => {
    expect(converted(exchangeRate(rateTable('EUR', []), 'JPY', 'JPY', '2001-01-01'), 123)).toBe(
      123,
    );
  });

  it('lets the later of two quotes for one day win', () => {
    const fixed = rateTable('EUR', [
      { date: '2026-07-31', currency: 'USD', rate: rate('1.1750') },
      { date: '2026-07-31', currency: 'USD', rate: rate('1.2000') },
    ]);
    expect(converted(exchangeRate(fixed, 'EUR', 'USD', '2026-07-31'), 100)).toBe(120);
    expect(latestRateDate(fixed)).toBe('2026-07-31');
    expect(latestRateDate(rateTable('EUR', []))).toBeNull();
  });
});

describe('sumConverted', () => {
  it('rounds each amount to the cent before summing, and leaves out what has no rate', () => {
    const day = '2026-07-31';
    const total = sumConverted(
      [
        { cents: 1_001, currency: 'EUR', date: day },
        { cents: 1_001, currency: 'EUR', date: day },
        { cents: 1_001, currency: 'EUR', date: day },
        { cents: 500, currency: 'USD', date: day },
        { cents: 100, currency: 'CHF', date: day },
      ],
      'USD',
      table,
    );
    // Three times 11.76175 rounded to 11.76, plus 5.00: 40.28 (not 30.03 * 1.175 = 35.29 + 5.00).
    expect(total).toEqual({
      cents: 4_028,
      convertedCount: 3,
      missing: [{ currency: 'CHF', date: day }],
    });
  });
});

describe('withImpliedQuotes', () => {
  it("adds a transfer's rate on a day without one, marked implied, and keeps a stored day's", () => {
    const merged = withImpliedQuotes(table, [
      { date: '2026-07-31', currency: 'USD', rate: rate('1.2') },
      { date: '2026-07-30', currency: 'USD', rate: rate('1.18') },
    ]);
    expect(exchangeRate(merged, 'EUR', 'USD', '2026-07-31')).toMatchObject({
      ok: true,
      implied: false,
    });
    expect(converted(exchangeRate(merged, 'EUR', 'USD', '2026-07-31'), 10_000)).toBe(11_750);
    const thursday = exchangeRate(merged, 'EUR', 'USD', '2026-07-30');
    expect(thursday).toMatchObject({ ok: true, rateDate: '2026-07-30', implied: true });
    expect(converted(thursday, 10_000)).toBe(11_800);
    // The stored table is left as it was.
    expect(exchangeRate(table, 'EUR', 'USD', '2026-07-30')).toMatchObject({
      rateDate: '2026-07-29',
      implied: false,
    });
    expect(withImpliedQuotes(table, [])).toBe(table);
  });
});
