import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, parseAmount } from './parseAmount.js';

describe('parseAmount', () => {
  it('reads plain signed amounts into exact cents', () => {
    expect(parseAmount('-1234.56')).toBe(-123456);
    expect(parseAmount('0.1')).toBe(10);
    expect(parseAmount('+7')).toBe(700);
    expect(parseAmount('-0.00')).toBe(0);
  });

  it('strips dollar signs, currency codes and symbols, quotes and spaces', () => {
    expect(parseAmount('$1,234.50')).toBe(123450);
    expect(parseAmount('-$42.10')).toBe(-4210);
    expect(parseAmount('$-42.10')).toBe(-4210);
    expect(parseAmount('USD 99.99')).toBe(9999);
    expect(parseAmount('£3,091.75')).toBe(309175);
    expect(parseAmount('"12.00"')).toBe(1200);
    expect(parseAmount(' 5 ')).toBe(500);
  });

  it('reads parentheses, trailing minus and DR as negative, CR as positive', () => {
    expect(parseAmount('(1,200.00)')).toBe(-120000);
    expect(parseAmount('$(15.25)')).toBe(-1525);
    expect(parseAmount('15.25-')).toBe(-1525);
    expect(parseAmount('250.00 DR')).toBe(-25000);
    expect(parseAmount('250.00DR')).toBe(-25000);
    expect(parseAmount('250.00 CR')).toBe(25000);
    expect(parseAmount('−8.00')).toBe(-800);
  });

  it('reads decimal-comma amounts with dot, space or apostrophe thousands', () => {
    expect(parseAmount('-1.234,56', ',')).toBe(-123456);
    expect(parseAmount('1 850,00', ',')).toBe(185000);
    expect(parseAmount('1\u00a0850,00 €', ',')).toBe(185000);
    expect(parseAmount("1'234.50")).toBe(123450);
    expect(parseAmount('1.234', ',')).toBe(123400);
    expect(parseAmount('1.234', '.')).toBe(123);
  });

  it('reads a lone separator followed by one or two digits as the decimal point', () => {
    expect(parseAmount('12.50', ',')).toBe(1250);
    expect(parseAmount('12,5', '.')).toBe(1250);
  });

  it('rounds more than two decimals half away from zero', () => {
    expect(parseAmount('1.005')).toBe(101);
    expect(parseAmount('-2.675')).toBe(-268);
  });

  it('reads currency marks written as letters: codes in capitals, kr, zł, R, NZ$', () => {
    expect(parseAmount('1.234,56 EUR', ',')).toBe(123456);
    expect(parseAmount('CHF 1,234.50')).toBe(123450);
    expect(parseAmount('kr 1 234,50', ',')).toBe(123450);
    expect(parseAmount('12,50 zł', ',')).toBe(1250);
    expect(parseAmount('R 1,234.56')).toBe(123456);
    expect(parseAmount('NZ$12.00')).toBe(1200);
    expect(parseAmount('R$ 1.234,56', ',')).toBe(123456);
    expect(parseAmount('12.00 Dr')).toBe(-1200);
  });

  it.each([
    ['د.ا.\u200f4.750', '.', 4_75],
    ['-د.ا.\u200f1,245.250', '.', -1245_25],
    ['\u200f\u200e12.50 ر.س', '.', 12_50],
    ['Rs.1,234.00', '.', 1234_00],
    ['1 234,56 zł', ',', 1234_56],
    ['kr. 99,00', ',', 99_00],
    ['1.500,00 руб.', ',', 1500_00],
    ['₪ 320.00', '.', 320_00],
    ['CHF\u00a01’234.50', '.', 1234_50],
    ['\u202a€ 45,90\u202c', ',', 45_90],
  ] as const)(
    'strips the currency mark, dots and invisible marks of %s',
    (cell, decimal, cents) => {
      expect(parseAmount(cell, decimal)).toBe(cents);
    },
  );

  it('returns null for a name or reference with a number in it', () => {
    expect(parseAmount('Address line 2')).toBeNull();
    expect(parseAmount('Account 1234')).toBeNull();
    expect(parseAmount('Q1')).toBeNull();
    expect(parseAmount('Ref tq58')).toBeNull();
    expect(parseAmount('Invoice 1187')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
  });

  it.each([
    ['28.12.2018', ','],
    ['1.2.2024', ','],
    ['28.12.18', ','],
    ['12.2018', ','],
    ['-28.12.2018', ','],
    ['28,12,2018', '.'],
    ['1/15/2024', '.'],
    ['12/31/24', '.'],
  ] as const)('never reads the date %s as a grouped number (decimal %s)', (cell, decimal) => {
    expect(parseAmount(cell, decimal)).toBeNull();
  });

  it('still reads thousands groups, Indian lakh groups included', () => {
    expect(parseAmount('1.234.567,89', ',')).toBe(1234567_89);
    expect(parseAmount('1,23,45,678.50')).toBe(12345678_50);
    expect(parseAmount('-12.500', ',')).toBe(-12500_00);
  });

  it('returns null for cells that hold no amount', () => {
    expect(parseAmount('twelve')).toBeNull();
    expect(parseAmount('N/A')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('detectDecimalSeparator', () => {
  it('finds the decimal comma of a European file', () => {
    expect(detectDecimalSeparator(['-1.450,00', '2.380,00', '-9,90'])).toBe(',');
  });

  it('finds the decimal point of a US file', () => {
    expect(detectDecimalSeparator(['1,245.00', '-860.40', '0.42'])).toBe('.');
  });

  it('treats repeated separators as thousands groups', () => {
    expect(detectDecimalSeparator(['1.234.567'])).toBe(',');
    expect(detectDecimalSeparator(['1,234,567'])).toBe('.');
  });

  it('falls back when no value says anything', () => {
    expect(detectDecimalSeparator(['1,234', '100'], ',')).toBe(',');
    expect(detectDecimalSeparator(['1,234', '100'])).toBe('.');
  });
});
