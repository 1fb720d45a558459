import { describe, expect, it } from 'vitest';
import { rateText } from './rate.js';
import { parseRatesCsv } from './ratesCsv.js';

describe('parseRatesCsv', () => {
  it('reads date, currency and rate columns in any order and case', () => {
    const result = parseRatesCsv(
      '\uFEFFCurrency,Rate,Date\r\nusd,1.1750,2026-07-31\r\nGBP,0.855,2026-07-31\r\n',
      'EUR',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.rejected).toEqual([]);
    expect(result.value.quotes.map((q) => [q.date, q.currency, rateText(q.rate)])).toEqual([
      ['2026-07-31', 'USD', '1.175'],
      ['2026-07-31', 'GBP', '0.855'],
    ]);
  });

  it('lists each row it leaves out with its line and reason, and keeps the rest', () => {
    const csv = [
      'date,currency,rate',
      '2026-07-31,USD,1.1750',
      '31/07/2026,GBP,0.855',
      '2026-07-31,POUND,0.855',
      '2026-07-31,CHF,"0,9634"',
      '2026-07-31,CHF,0',
      '2026-07-31,EUR,1',
      '2026-07-31,USD,1.18',
      '2026-07-30,USD,1.17',
    ].join('\n');
    const result = parseRatesCsv(csv, 'EUR');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.quotes.map((q) => `${q.date} ${q.currency}`)).toEqual([
      '2026-07-31 USD',
      '2026-07-30 USD',
    ]);
    expect(result.value.rejected).toEqual([
      { row: 3, message: 'Line 3: the date "31/07/2026" is not a date written YYYY-MM-DD.' },
      { row: 4, message: 'Line 4: "POUND" is not a three-letter currency code.' },
      {
        row: 5,
        message:
          'Line 5: the rate "0,9634" is not a positive number written with a decimal point (e.g. 1.0850).',
      },
      {
        row: 6,
        message:
          'Line 6: the rate "0" is not a positive number written with a decimal point (e.g. 1.0850).',
      },
      { row: 7, message: 'Line 7: EUR is the base currency: its rate is always 1.' },
      { row: 8, message: 'Line 8: USD on 2026-07-31 is already on line 2.' },
    ]);
  });

  it('fails a file without the three columns or without rows', () => {
    expect(parseRatesCsv('day,code,value\n2026-07-31,USD,1.1', 'EUR')).toEqual({
      ok: false,
      error: { message: 'The first line must name the columns date, currency and rate.' },
    });
    expect(parseRatesCsv('', 'EUR').ok).toBe(false);
    expect(parseRatesCsv('date,currency,rate\n\n', 'EUR')).toEqual({
      ok: false,
      error: { message: 'The file has no rate below its header.' },
    });
  });
});
