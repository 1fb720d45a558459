import { describe, expect, it } from 'vitest';
import { createFormatters } from './useFormat';

describe('createFormatters', () => {
  it('shows money in whole units for summaries and to the cent for transactions', () => {
    const f = createFormatters({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
    expect(f.money(-1234.56)).toBe('-$1,235');
    expect(f.moneyExact(-1234.5)).toBe('-$1,234.50');
    expect(f.moneyExact(-0)).toBe('$0.00');
  });

  it('uses the chosen currency', () => {
    const f = createFormatters({ currency: 'EUR', dateFormat: 'MM/DD/YYYY' });
    expect(f.moneyExact(10)).toBe('€10.00');
  });

  it('writes dates in each date format without any time-zone shift', () => {
    const date = (dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD') =>
      createFormatters({ currency: 'USD', dateFormat }).date('2024-03-15');
    expect(date('MM/DD/YYYY')).toBe('03/15/2024');
    expect(date('DD/MM/YYYY')).toBe('15/03/2024');
    expect(date('YYYY-MM-DD')).toBe('2024-03-15');
  });

  it('writes a timestamp at its local date and time, in the date format and its clock', () => {
    // Built from local parts, so the expectation holds in every time zone.
    const importedAt = new Date(2024, 2, 15, 15, 5).toISOString();
    const timestamp = (dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD') =>
      createFormatters({ currency: 'USD', dateFormat }).timestamp(importedAt);
    expect(timestamp('MM/DD/YYYY')).toBe('03/15/2024 3:05 PM');
    expect(timestamp('DD/MM/YYYY')).toBe('15/03/2024 15:05');
    expect(timestamp('YYYY-MM-DD')).toBe('2024-03-15 15:05');
    const f = createFormatters({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
    expect(f.timestamp(new Date(2024, 0, 2, 0, 30).toISOString())).toBe('01/02/2024 12:30 AM');
    expect(f.timestamp(new Date(2024, 0, 2, 12, 0).toISOString())).toBe('01/02/2024 12:00 PM');
    expect(f.timestamp('not a time')).toBe('not a time');
  });

  it('writes dates, numbers and the clock the chosen locale’s way (a UK user sees 31/07/2026 and £)', () => {
    const uk = createFormatters({ currency: 'GBP', dateFormat: 'MM/DD/YYYY', locale: 'en-GB' });
    expect(uk.date('2026-07-31')).toBe('31/07/2026');
    expect(uk.moneyExact(-1234.5)).toBe('-£1,234.50');
    expect(uk.timestamp(new Date(2026, 6, 31, 15, 5).toISOString())).toBe('31/07/2026 15:05');
    const de = createFormatters({ currency: 'EUR', dateFormat: 'MM/DD/YYYY', locale: 'de-DE' });
    expect(de.date('2026-07-31')).toBe('31.07.2026');
    expect(de.moneyExact(1234.5)).toBe('1.234,50\u00a0€');
  });
});
