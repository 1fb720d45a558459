import { describe, expect, it } from 'vitest';
import { parseRate } from './rate.js';
import type { Rate } from './rate.js';
import { exchangeRate } from './rateTable.js';
import { rateRowOf, rateRowSchema, rateTableOfRows } from './rateSchema.js';

describe('rate rows', () => {
  it('write a rate exactly and read it back into a table', () => {
    const row = rateRowOf({
      date: '2024-06-28',
      currency: 'GBP',
      rate: parseRate('0.84638') as Rate,
    });
    expect(row).toEqual({ date: '2024-06-28', currency: 'GBP', rate: '0.84638' });
    expect(
      rateRowOf({ date: '2024-06-28', currency: 'IDR', rate: parseRate('17487.2100') as Rate })
        .rate,
    ).toBe('17487.21');
    const lookup = exchangeRate(rateTableOfRows('EUR', [row]), 'EUR', 'GBP', '2024-06-28');
    expect(lookup.ok && lookup.rate.approx).toBe(0.84638);
  });

  it('refuse a row a user or feed could get wrong', () => {
    expect(
      rateRowSchema.safeParse({ date: '2024-06-28', currency: 'GBP', rate: '0.84638' }).success,
    ).toBe(true);
    for (const row of [
      { date: '28/06/2024', currency: 'GBP', rate: '0.84638' },
      { date: '2024-06-28', currency: 'gbp', rate: '0.84638' },
      { date: '2024-06-28', currency: 'GBP', rate: '0' },
      { date: '2024-06-28', currency: 'GBP', rate: 0.84638 },
      { date: '2024-06-28', currency: 'GBP', rate: '8.4638e-1' },
    ]) {
      expect(rateRowSchema.safeParse(row).success, JSON.stringify(row)).toBe(false);
    }
  });
});
