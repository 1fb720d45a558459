import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from './formula.js';

/** One CSV row: column name to cell value. */
export type CsvRow = Readonly<Record<string, unknown>>;

/** Turns any cell value into its CSV text; text cells are neutralised against formula injection. */
const cast = {
  string: (value: string) => neutraliseFormula(value),
  boolean: (value: boolean) => String(value),
  date: (value: Date) => value.toISOString(),
  object: (value: Record<string, unknown>) => neutraliseFormula(JSON.stringify(value)),
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
