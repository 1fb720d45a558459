import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { importCsv } from './importCsv.js';

const isoDate = fc
  .date({
    min: new Date(Date.UTC(2000, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const entry = fc.record({
  date: isoDate,
  cents: fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }),
  description: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
});

type Style = { delimiter: ',' | ';' | '\t'; decimal: '.' | ','; dates: 'iso' | 'mdy' | 'dmy' };

const style: fc.Arbitrary<Style> = fc.record({
  delimiter: fc.constantFrom(',', ';', '\t'),
  decimal: fc.constantFrom('.', ','),
  dates: fc.constantFrom('iso', 'mdy', 'dmy'),
});

function writeAmount(cents: number, decimal: '.' | ','): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    decimal === '.' ? ',' : '.',
  );
  return `${sign}${units}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

function writeDate(iso: string, dates: Style['dates']): string {
  const [y, m, d] = iso.split('-');
  if (dates === 'mdy') return `${m}/${d}/${y}`;
  if (dates === 'dmy') return `${d}/${m}/${y}`;
  return iso;
}

describe('importCsv round trip (property)', () => {
  it('any signed ledger written to CSV comes back with the same cents and dates', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), style, (ledger, s) => {
        // One negative row makes the ledger signed, as decisions.md requires for trusting signs.
        const rows = [...ledger, { date: '2024-12-31', cents: -1, description: 'marker' }];
        const text = Papa.unparse(
          {
            fields: ['Date', 'Description', 'Amount'],
            data: rows.map((r) => [
              writeDate(r.date, s.dates),
              r.description,
              writeAmount(r.cents, s.decimal),
            ]),
          },
          { delimiter: s.delimiter, quotes: true },
        );
        const result = importCsv(text, {
          fileName: 'ledger.csv',
          today: '2024-06-30',
          dateFormat:
            s.dates === 'iso' ? 'YYYY-MM-DD' : s.dates === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
          decimalSeparator: s.decimal,
        });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.transactions.map((t) => [t.date, toCents(t.amount)])).toEqual(
          rows.map((r) => [r.date, r.cents]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('detects the date format and decimal separator itself when the ledger makes them clear', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), style, (ledger, s) => {
        // A day above 12 and an amount with cents settle both questions for the detector.
        const rows = [{ date: '2024-12-31', cents: -123_456_78, description: 'marker' }, ...ledger];
        const text = Papa.unparse(
          {
            fields: ['Date', 'Description', 'Amount'],
            data: rows.map((r) => [
              writeDate(r.date, s.dates),
              r.description,
              writeAmount(r.cents, s.decimal),
            ]),
          },
          { delimiter: s.delimiter, quotes: true },
        );
        const result = importCsv(text, { fileName: 'ledger.csv', today: '2024-06-30' });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.decimalSeparator).toBe(s.decimal);
        expect(result.value.transactions.map((t) => [t.date, toCents(t.amount)])).toEqual(
          rows.map((r) => [r.date, r.cents]),
        );
      }),
      { numRuns: 200 },
    );
  });
});
