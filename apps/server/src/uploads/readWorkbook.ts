import type { SheetRows } from '@cashline/core';
import { checkWorkbookArchive } from './workbookArchiveLimits.js';

export type WorkbookReading =
  | { ok: true; sheets: SheetRows[] }
  | { ok: false; reason: 'not_workbook' | 'too_large' | 'damaged' };

/**
 * The sheets of an XLSX workbook as rows of cell values (dates, numbers, text, formulas with their
 * results), for core's import to read like CSV rows. The archive is checked first, so that no
 * parser unpacks more than a workbook of statements can hold.
 */
export async function readWorkbook(bytes: Buffer): Promise<WorkbookReading> {
  const verdict = await checkWorkbookArchive(bytes);
  if (verdict !== 'ok') return { ok: false, reason: verdict };
  // Loaded with the first workbook only: a worker that reads CSV files never holds it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: 'not_workbook' };
  }
  // A ZIP archive renamed to .xlsx loads as a workbook without sheets.
  if (workbook.worksheets.length === 0) return { ok: false, reason: 'not_workbook' };
  const sheets = workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      // exceljs numbers cells from 1: index 0 of `values` is always empty.
      const values = Array.isArray(row.values) ? row.values : [];
      rows[number - 1] = Array.from(values.slice(1));
    });
    return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
  return { ok: true, sheets };
}
