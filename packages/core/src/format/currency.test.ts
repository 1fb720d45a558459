import { describe, expect, it } from 'vitest';
import { formatCents, formatChartTick, formatCurrency } from './currency.js';

describe('formatCurrency', () => {
  it('shows US dollars with no decimals by default', () => {
    expect(formatCurrency(1234.56)).toBe('$1,235');
    expect(formatCurrency(-1500)).toBe('-$1,500');
    expect(formatCurrency(0)).toBe('$0');
  });

  it('takes the currency from Settings', () => {
    expect(formatCurrency(1234, 'EUR')).toBe('€1,234');
    expect(formatCurrency(1234, 'GBP')).toBe('£1,234');
    expect(formatCurrency(1234, 'CAD')).toBe('CA$1,234');
  });

  it('shows decimals when asked', () => {
    expect(formatCurrency(29, 'USD', { fractionDigits: 2 })).toBe('$29.00');
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0.4)).toBe('$0');
    expect(formatCurrency(-0.004, 'USD', { fractionDigits: 2 })).toBe('$0.00');
  });
});

describe('formatCents', () => {
  it('formats integer cents', () => {
    expect(formatCents(123_456)).toBe('$1,235');
    expect(formatCents(-99, 'USD', { fractionDigits: 2 })).toBe('-$0.99');
  });
});

describe('formatChartTick', () => {
  it('writes thousands and up with a unit suffix and zero as 0', () => {
    expect(formatChartTick(0)).toBe('0');
    expect(formatChartTick(5000)).toBe('5k');
    expect(formatChartTick(2500)).toBe('2.5k');
    expect(formatChartTick(-10_000)).toBe('-10k');
    expect(formatChartTick(1_250_000)).toBe('1.25M');
    expect(formatChartTick(3_000_000_000)).toBe('3B');
  });

  it('writes amounts under a thousand as they are, never as a fraction of a thousand', () => {
    expect(formatChartTick(250)).toBe('250');
    expect(formatChartTick(4)).toBe('4');
    expect(formatChartTick(-750)).toBe('-750');
    expect(formatChartTick(0.5)).toBe('0.5');
    expect(formatChartTick(-0.001)).toBe('0');
  });
});
