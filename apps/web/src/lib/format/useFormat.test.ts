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
});
