import { stringify } from 'csv-stringify/sync';
import type { CastingContext } from 'csv-stringify/sync';
import { neutraliseFormula } from './formula.js';

/** One CSV row: column name to cell value. */
export type CsvRow = Readonly<Record<string, unknown>>;

export type CsvOptions = {
  /** Columns whose every data cell is quoted, an empty one too (app.md section 9's description). */
  alwaysQuoted?: readonly string[];
};

/** Any cell value as its CSV text; text cells are neutralised against formula injection. */
const cellText = {
  string: (value: string) => neutraliseFormula(value),
  number: (value: number) => String(value),
  boolean: (value: boolean) => String(value),
  date: (value: Date) => value.toISOString(),
  object: (value: Record<string, unknown>) => neutraliseFormula(JSON.stringify(value)),
};

/**
 * The generic CSV rule (ai.md section 9): the columns are the first row's keys, in order; a value
 * holding a comma, a double quote or a line break is quoted with inner quotes doubled; missing and
 * null values are empty cells. No rows gives ''. Lines end with `\n`, with none after the last row.
 * Columns named in `alwaysQuoted` are quoted in every data row whatever they hold.
 */
export function toCsv(rows: readonly CsvRow[], options: CsvOptions = {}): string {
  const first = rows[0];
  if (first === undefined) return '';
  const quotedColumns = new Set(options.alwaysQuoted ?? []);
  const quote = (text: string, context: CastingContext) =>
    !context.header && typeof context.column === 'string' && quotedColumns.has(context.column)
      ? { value: text, quoted: true, quoted_empty: true }
      : text;
  return stringify(rows as CsvRow[], {
    header: true,
    columns: Object.keys(first),
    eof: false,
    cast: {
      string: (value, context) => quote(cellText.string(value), context),
      number: (value, context) => quote(cellText.number(value), context),
      boolean: (value, context) => quote(cellText.boolean(value), context),
      date: (value, context) => quote(cellText.date(value), context),
      object: (value, context) => quote(cellText.object(value), context),
      null: (_value, context) => quote('', context),
      undefined: (_value, context) => quote('', context),
    },
  });
}
