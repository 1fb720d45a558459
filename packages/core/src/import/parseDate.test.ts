import { describe, expect, it } from 'vitest';
import { detectDateFormat } from './detectDateFormat.js';
import { parseDate, parseTextualDate } from './parseDate.js';

describe('parseDate', () => {
  it('keeps ISO dates and drops times', () => {
    expect(parseDate('2024-01-15', 'mdy')).toBe('2024-01-15');
    expect(parseDate('2024-01-15T23:30:00Z', 'ymd')).toBe('2024-01-15');
    expect(parseDate('2024/1/5 10:00', 'ymd')).toBe('2024-01-05');
    expect(parseDate('20240115', 'ymd')).toBe('2024-01-15');
  });

  it('reads numbers in the order of the file', () => {
    expect(parseDate('01/02/2024', 'mdy')).toBe('2024-01-02');
    expect(parseDate('01/02/2024', 'dmy')).toBe('2024-02-01');
    expect(parseDate('15.01.2024 10:30', 'dmy')).toBe('2024-01-15');
    expect(parseDate('1-5-2024', 'mdy')).toBe('2024-01-05');
  });

  it('reads two-digit years as 20yy', () => {
    expect(parseDate('1/15/24', 'mdy')).toBe('2024-01-15');
    expect(parseDate('30.01.99', 'dmy')).toBe('2099-01-30');
  });

  it('rejects impossible dates', () => {
    expect(parseDate('02/30/2024', 'mdy')).toBeNull();
    expect(parseDate('2023-02-29', 'ymd')).toBeNull();
    expect(parseDate('13/13/2024', 'dmy')).toBeNull();
    expect(parseDate('soon', 'mdy')).toBeNull();
    expect(parseDate('1.2.3.4', 'dmy')).toBeNull();
  });

  it('reads dates with month names in English, German and French', () => {
    expect(parseTextualDate('15 Jan 2024')).toBe('2024-01-15');
    expect(parseTextualDate('15-Jan-24')).toBe('2024-01-15');
    expect(parseTextualDate('Jan 15, 2024')).toBe('2024-01-15');
    expect(parseTextualDate('Monday, February 5, 2024 10:15 AM')).toBe('2024-02-05');
    expect(parseTextualDate('3. Dez 2024')).toBe('2024-12-03');
    expect(parseTextualDate('14 juil. 2024')).toBe('2024-07-14');
    expect(parseTextualDate('January 2024')).toBeNull();
  });
});

describe('detectDateFormat', () => {
  it('detects ISO files', () => {
    expect(detectDateFormat(['2024-01-02', '2024-01-03'])).toEqual({
      format: 'YYYY-MM-DD',
      ambiguous: false,
    });
  });

  it('detects month first from a day above 12 in the second place', () => {
    expect(detectDateFormat(['01/02/2024', '01/31/2024'])).toEqual({
      format: 'MM/DD/YYYY',
      ambiguous: false,
    });
  });

  it('detects day first from a day above 12 in the first place', () => {
    expect(detectDateFormat(['01/02/2024', '31/01/2024'])).toEqual({
      format: 'DD/MM/YYYY',
      ambiguous: false,
    });
  });

  it('reads dotted dates as day first', () => {
    expect(detectDateFormat(['01.02.24', '03.04.24'])).toEqual({
      format: 'DD.MM.YYYY',
      ambiguous: false,
    });
  });

  it('defaults an ambiguous file to month first and says so', () => {
    expect(detectDateFormat(['01/02/2024', '03/04/2024'])).toEqual({
      format: 'MM/DD/YYYY',
      ambiguous: true,
    });
  });

  it('follows the majority when values disagree', () => {
    expect(detectDateFormat(['13/01/2024', '14/01/2024', '01/13/2024'])).toEqual({
      format: 'DD/MM/YYYY',
      ambiguous: false,
    });
  });
});
