import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from './formula.js';

/** One CSV row: column name to cell value. */
export type CsvRow = Readonly<Record<string, unknown>>;

/**
 * Any cell value as its CSV text, before quoting: text (and an object, as JSON) neutralised against
 * formula injection, numbers and booleans as written, a date as ISO text, null and missing as ''.
 */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return neutraliseFormula(value);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return neutraliseFormula(JSON.stringify(value));
  return String(value);
}

const cast = {
  string: cellText,
  boolean: cellText,
  date: cellText,
  object: cellText,
};

/**
 * The generic CSV rule (ai.md section 9): the columns are the first row's keys, in order; a value
 * holding a comma, a double quote or a line break is quoted with inner quotes doubled; missing and
 * null values are empty cells. No rows gives ''. Lines end with `\n`, with none after the last row.
 */
export function toCsv(rows: readonly CsvRow[]): string {
  const first = rows[0];
  if (first === undefined) return '';
  return stringify(rows as CsvRow[], {
    header: true,
    columns: Object.keys(first),
    eof: false,
    cast,
  });
}
