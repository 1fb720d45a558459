import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './formatters';

describe('formatMoney', () => {
  it('shows whole units in the chosen currency', () => {
    expect(formatMoney(1234.56, 'USD')).toBe('$1,235');
    expect(formatMoney(-50, 'EUR')).toBe('-€50');
    expect(formatMoney(10, 'GBP')).toBe('£10');
    expect(formatMoney(10, 'CAD')).toBe('CA$10');
  });
});

describe('formatDate', () => {
  it('writes an ISO date in each of the three formats', () => {
    expect(formatDate('2024-01-05', 'MM/DD/YYYY')).toBe('01/05/2024');
    expect(formatDate('2024-01-05', 'DD/MM/YYYY')).toBe('05/01/2024');
    expect(formatDate('2024-01-05', 'YYYY-MM-DD')).toBe('2024-01-05');
  });

  it('leaves a value that is not an ISO date alone', () => {
    expect(formatDate('soon', 'DD/MM/YYYY')).toBe('soon');
  });
});
