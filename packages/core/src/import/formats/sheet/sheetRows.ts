import { isoOf } from '../../parseDate.js';

/** A cell as a spreadsheet reader hands it over: a value, a date, or a formula with its result. */
export type WorkbookCell = unknown;

/** One sheet of a workbook, as rows of cells. */
export type SheetRows = { name: string; rows: readonly (readonly WorkbookCell[])[] };

function isDateLike(value: object): value is { getUTCFullYear: () => number } & Date {
  return typeof (value as { getUTCFullYear?: unknown }).getUTCFullYear === 'function';
}

/**
 * A cell's text as the CSV import reads it. Dates (an Excel serial number with a date format,
 * which readers hand over as a date at midnight UTC) become `YYYY-MM-DD`; a formula is read as its
 * result; rich text as its plain text; errors as empty.
 */
export function cellText(value: WorkbookCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value !== 'object') return '';
  if (isDateLike(value)) {
    const time = value.getTime();
    if (!Number.isFinite(time)) return '';
    return isoOf(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()) ?? '';
  }
  const record = value as Record<string, unknown>;
  if ('result' in record) return cellText(record.result);
  if (Array.isArray(record.richText)) {
    return record.richText
      .map((part: unknown) => cellText((part as { text?: unknown }).text))
      .join('');
  }
  if ('text' in record) return cellText(record.text);
  return '';
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A sheet's rows as CSV text, one line per row, for the CSV import's header and column detection. */
export function sheetToCsv(rows: readonly (readonly WorkbookCell[])[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    const cells: string[] = [];
    for (let i = 0; i < row.length; i++) cells.push(quoted(cellText(row[i]).trim()));
    lines.push(cells.join(','));
  }
  return lines.join('\n');
}
