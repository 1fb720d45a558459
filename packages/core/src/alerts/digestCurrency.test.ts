import { describe, expect, it } from 'vitest';
import { rateTable } from '../currency/rateTable.js';
import { consolidatedEngineForecast } from '../forecast/consolidatedForecast.js';
import {
  currencyAccounts as accounts,
  currencyLedger as transactions,
  julyQuotes,
  rate,
} from '../testing/currencyLedger.js';
import { weeklyDigest } from './weeklyDigest.js';
import { weeklyDigestMail } from './weeklyDigestMail.js';

const asOf = '2026-07-31';

function digestIn(reporting: Parameters<typeof weeklyDigest>[0]['reporting'] & object) {
  const forecast = consolidatedEngineForecast(transactions, { asOf, accounts, reporting });
  return weeklyDigest({ transactions, accounts, forecast, asOf, reporting });
}

const mailOf = (digest: ReturnType<typeof weeklyDigest>) =>
  weeklyDigestMail({
    digest,
    organisationName: 'Harbor Lane',
    appUrl: 'https://cashline.example/',
    unsubscribeUrl: 'https://cashline.example/u',
  }).text;

describe('the weekly digest of accounts in several currencies', () => {
  it("gives the cash in the reporting currency at the as-of date's rates, and says so", () => {
    const digest = digestIn({
      currency: 'GBP',
      rates: rateTable('EUR', [
        ...julyQuotes,
        { date: '2026-07-24', currency: 'GBP', rate: rate('0.86') },
        { date: '2026-07-24', currency: 'USD', rate: rate('1.175') },
      ]),
    });
    // EUR 989.99 x 0.85 = 841.49 and USD -117.50 x 0.85 / 1.16 = -86.10: 755.39. A week before,
    // EUR 989.99 x 0.86 = 851.39 and USD -117.50 x 0.86 / 1.175 = -86.00: 765.39.
    expect(digest.cash).toBe(755.39);
    expect(digest.weekChange).toBe(-10);
    expect(digest.currency).toEqual({
      reportingCurrency: 'GBP',
      ratesDate: asOf,
      implied: [],
      missing: [],
    });
    const text = mailOf(digest);
    expect(text).toContain('Cash: £755');
    expect(text).toContain('Figures in GBP at the exchange rates of 31 Jul.');
  });

  it('names a currency without a rate rather than adding its money 1:1', () => {
    const digest = digestIn({
      currency: 'GBP',
      rates: rateTable('EUR', [{ date: '2026-07-31', currency: 'GBP', rate: rate('0.85') }]),
    });
    // Only the euros: 841.49; the dollars have no rate, nor the euros' July flows (the 31st's
    // rate comes after them).
    expect(digest.cash).toBe(841.49);
    expect(digest.currency?.missing).toEqual(['EUR', 'USD']);
    expect(mailOf(digest)).toContain(
      'No USD to GBP rate: money in USD is left out, not counted 1:1.',
    );
  });
});
