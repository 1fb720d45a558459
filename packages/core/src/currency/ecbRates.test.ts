import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertCents, rateText } from './rate.js';
import { ECB_BASE_CURRENCY, parseEcbRates } from './ecbRates.js';
import type { EcbRates } from './ecbRates.js';
import { exchangeRate, rateTable } from './rateTable.js';

// Saved copies of the ECB's real files: the daily feed of 28 June 2024 as quoted in
// dialogplay/tool-directory (integrations/ecb_exchange_rate/README.md), and three days of the
// history file (17, 20 and 21 January 2020, the weekend between them unpublished) cut from the
// eurofxref-hist.xml saved in TaunoLainevool/currency-calculator. Same markup, same rates.
function fixture(name: string): string {
  return fs.readFileSync(new URL(`../../test/fixtures/rates/${name}`, import.meta.url), 'utf8');
}

function parsed(xml: string): EcbRates {
  const result = parseEcbRates(xml);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('parseEcbRates', () => {
  it("reads the daily feed: one day, each currency's euro rate", () => {
    const { quotes, days } = parsed(fixture('eurofxref-daily-2024-06-28.xml'));
    expect(days).toEqual(['2024-06-28']);
    expect(quotes).toHaveLength(30);
    const gbp = quotes.find((q) => q.currency === 'GBP');
    expect(gbp?.date).toBe('2024-06-28');
    expect(gbp && rateText(gbp.rate)).toBe('0.84638');
    expect(quotes.find((q) => q.currency === 'IDR')?.rate.approx).toBe(17487.21);
  });

  it('converts with the parsed rates to the cent', () => {
    const table = rateTable(
      ECB_BASE_CURRENCY,
      parsed(fixture('eurofxref-daily-2024-06-28.xml')).quotes,
    );
    const lookup = exchangeRate(table, 'GBP', 'USD', '2024-06-28');
    if (!lookup.ok) throw new Error('missing');
    // 100.00 GBP = 10,000 * 1.0705 / 0.84638 = 12,647.98 cents.
    expect(convertCents(10_000, lookup.rate)).toBe(12_648);
  });

  it('reads the history file, newest day first, and bridges the weekend it skips', () => {
    const { quotes, days } = parsed(fixture('eurofxref-hist-2020-01-17-to-21.xml'));
    expect(days).toEqual(['2020-01-21', '2020-01-20', '2020-01-17']);
    expect(quotes).toHaveLength(96);
    const table = rateTable(ECB_BASE_CURRENCY, quotes);
    const saturday = exchangeRate(table, 'USD', 'GBP', '2020-01-18');
    expect(saturday).toMatchObject({ ok: true, rateDate: '2020-01-17' });
    if (!saturday.ok) return;
    // 2,500.00 USD on the Friday's rates: 250,000 * 0.85105 / 1.1108 = 191,539.88 cents.
    expect(convertCents(250_000, saturday.rate)).toBe(191_540);
    // HRK was still published in 2020; a currency the file lacks is missing, not 1:1.
    expect(exchangeRate(table, 'EUR', 'HRK', '2020-01-21').ok).toBe(true);
    expect(exchangeRate(table, 'EUR', 'ARS', '2020-01-21').ok).toBe(false);
  });

  it('refuses a file that is not the reference rates, says which line does not read, and keeps nothing', () => {
    expect(parseEcbRates('<html><body>Service unavailable</body></html>')).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('gesmes:Envelope') },
    });
    const badRate = fixture('eurofxref-daily-2024-06-28.xml').replace(
      "rate='0.84638'",
      "rate='n/a'",
    );
    expect(parseEcbRates(badRate)).toEqual({
      ok: false,
      error: { message: 'Line 14: the rate "n/a" of "GBP" on 2024-06-28 does not read', line: 14 },
    });
    const cut = fixture('eurofxref-hist-2020-01-17-to-21.xml').slice(0, 2_000);
    expect(parseEcbRates(cut)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('cut short') },
    });
    const empty = '<gesmes:Envelope xmlns:gesmes="g"><Cube></Cube></gesmes:Envelope>';
    expect(parseEcbRates(empty)).toEqual({
      ok: false,
      error: { message: 'The file holds no exchange rate.', line: null },
    });
  });
});
