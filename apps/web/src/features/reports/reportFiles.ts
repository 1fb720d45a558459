import { reportSheetsToCsv } from '@cashline/core';
import type { ReportSheet, SheetCell } from '@cashline/core';
import { downloadFile } from '../../lib/download/downloadFile';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report as one CSV file: each table under its title, money to two decimals. */
export function downloadReportCsv(sheets: readonly ReportSheet[], baseName: string): void {
  downloadFile(`${baseName}.csv`, reportSheetsToCsv(sheets), 'text/csv;charset=utf-8');
}

const MONEY_FORMAT = '#,##0.00;-#,##0.00';

/** A cell as exceljs takes it: a formula with the value it computes, so a viewer shows it at once. */
function excelValue(cell: SheetCell): string | number | { formula: string; result: number } {
  return typeof cell === 'object' ? { formula: cell.formula, result: cell.value } : cell;
}

/**
 * The report as an Excel workbook, one worksheet a table laid out as core's `ReportSheet` says
 * (title, lead lines, header, rows), so its formulas point at the right cells; money as numbers
 * in a currency-neutral two-decimal format so an accountant can sum them. exceljs loads only when
 * asked for.
 */
export async function reportWorkbook(sheets: readonly ReportSheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cashline';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow([sheet.title]).font = { bold: true, size: 12 };
    for (const line of sheet.lead ?? []) worksheet.addRow([line]).font = { bold: true };
    worksheet.addRow(sheet.header).font = { bold: true };
    const strong = new Set(sheet.strongRows);
    sheet.rows.forEach((row, index) => {
      const added = worksheet.addRow(row.map(excelValue));
      if (strong.has(index)) added.font = { bold: true };
      row.forEach((cell, c) => {
        if (typeof cell !== 'string') added.getCell(c + 1).numFmt = MONEY_FORMAT;
      });
    });
    worksheet.columns.forEach((column, i) => {
      column.width = i === 0 ? 28 : 14;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer).buffer;
}

export async function downloadReportXlsx(
  sheets: readonly ReportSheet[],
  baseName: string,
): Promise<void> {
  downloadFile(`${baseName}.xlsx`, await reportWorkbook(sheets), XLSX_TYPE);
}
