import type { SheetRows } from '@cashline/core';

/**
 * The sheets of an XLSX workbook as rows of cell values (dates, numbers, text, formulas with their
 * results), for core's import to read like CSV rows. Null when the bytes are not a workbook.
 * exceljs loads only when a workbook is chosen.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<SheetRows[] | null> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    return null;
  }
  // A ZIP archive renamed to .xlsx loads as a workbook without sheets.
  if (workbook.worksheets.length === 0) return null;
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      // exceljs numbers cells from 1: index 0 of `values` is always empty.
      const values = Array.isArray(row.values) ? row.values : [];
      rows[number - 1] = Array.from(values.slice(1));
    });
    return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}
