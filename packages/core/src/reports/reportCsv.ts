import { stringify } from 'csv-stringify/sync';
import { cellText } from '../export/csv.js';
import type { ReportSheet, SheetCell } from './sheetLayout.js';

function cell(value: SheetCell): string {
  if (typeof value === 'number') return value.toFixed(2);
  return typeof value === 'object' ? value.value.toFixed(2) : cellText(value);
}

/**
 * A report's sheets as one CSV file: each sheet its title and lead lines, header and rows, a blank line
 * between sheets. Money has two decimals; text that a spreadsheet would run is neutralised.
 */
export function reportSheetsToCsv(sheets: readonly ReportSheet[]): string {
  const lines: string[][] = [];
  sheets.forEach((sheet, i) => {
    if (i > 0) lines.push([]);
    lines.push(
      [cell(sheet.title)],
      ...(sheet.lead ?? []).map((line) => [cell(line)]),
      sheet.header.map(cell),
      ...sheet.rows.map((row) => row.map(cell)),
    );
  });
  return stringify(lines, { eof: false });
}
