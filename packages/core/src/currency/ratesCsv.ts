import Papa from 'papaparse';
import { isIsoDate } from '../dates.js';
import { parseRate } from './rate.js';
import type { RateQuote } from './rateTable.js';

/** A row of an admin's rates file that was not taken, and why. */
export type RateRowError = {
  /** 1-based line of the file, as a spreadsheet numbers it (the header is line 1). */
  row: number;
  message: string;
};

export type RatesCsvResult =
  | { ok: true; value: { quotes: RateQuote[]; rejected: RateRowError[] } }
  | { ok: false; error: { message: string } };

const COLUMNS = ['date', 'currency', 'rate'] as const;
const CURRENCY_CODE = /^[A-Z]{3}$/;

function columnIndexes(header: readonly string[]): Record<(typeof COLUMNS)[number], number> | null {
  const names = header.map((h) => h.trim().toLowerCase());
  const indexes = COLUMNS.map((c) => names.indexOf(c));
  if (indexes.some((i) => i < 0)) return null;
  const [date, currency, rate] = indexes as [number, number, number];
  return { date, currency, rate };
}

/** The row's quote, or the sentence saying why it is not one. */
function readRow(
  date: string,
  currency: string,
  rateText: string,
  base: string,
): RateQuote | string {
  if (!isIsoDate(date)) return `the date "${date}" is not a date written YYYY-MM-DD`;
  if (!CURRENCY_CODE.test(currency)) return `"${currency}" is not a three-letter currency code`;
  if (currency === base) return `${base} is the base currency: its rate is always 1`;
  const rate = parseRate(rateText);
  if (rate === null) {
    return `the rate "${rateText}" is not a positive number written with a decimal point (e.g. 1.0850)`;
  }
  return { date, currency, rate };
}

/**
 * Reads exchange rates an admin typed or exported, one per row under a header naming the columns
 * date, currency and rate (any order, any case): on `date`, one unit of `base` buys `rate` units
 * of `currency`, as in the ECB's tables. A row that does not read, or repeats a currency's date, is
 * left out and listed with its line; the others are kept. A file without the three columns fails.
 */
export function parseRatesCsv(text: string, base: string): RatesCsvResult {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const header = rows[0];
  const columns = header === undefined ? null : columnIndexes(header);
  if (columns === null) {
    return {
      ok: false,
      error: { message: 'The first line must name the columns date, currency and rate.' },
    };
  }
  const quotes: RateQuote[] = [];
  const rejected: RateRowError[] = [];
  const seen = new Map<string, number>();
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    const date = (cells[columns.date] ?? '').trim();
    const currency = (cells[columns.currency] ?? '').trim().toUpperCase();
    const rateText = (cells[columns.rate] ?? '').trim();
    const quote = readRow(date, currency, rateText, base);
    if (typeof quote === 'string') {
      rejected.push({ row, message: `Line ${row}: ${quote}.` });
      return;
    }
    const key = `${currency} ${date}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      rejected.push({
        row,
        message: `Line ${row}: ${currency} on ${date} is already on line ${earlier}.`,
      });
      return;
    }
    seen.set(key, row);
    quotes.push(quote);
  });
  if (quotes.length === 0 && rejected.length === 0) {
    return { ok: false, error: { message: 'The file has no rate below its header.' } };
  }
  return { ok: true, value: { quotes, rejected } };
}
