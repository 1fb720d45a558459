import { reportSheetsToCsv } from '@cashline/core';
import type { ReportSheet } from '@cashline/core';
import { downloadFile } from '../../lib/download/downloadFile';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report as one CSV file: each table under its title, money to two decimals. */
export function downloadReportCsv(sheets: readonly ReportSheet[], baseName: string): void {
  downloadFile(`${baseName}.csv`, reportSheetsToCsv(sheets), 'text/csv;charset=utf-8');
}

/**
 * The report as an Excel workbook, one worksheet a table, money as numbers in a currency-neutral
 * two-decimal format so an accountant can sum them. exceljs loads only when asked for.
 */
export async function reportWorkbook(sheets: readonly ReportSheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cashline';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow([sheet.title]).font = { bold: true, size: 12 };
    worksheet.addRow(sheet.header).font = { bold: true };
    for (const row of sheet.rows) {
      const added = worksheet.addRow(row);
      added.eachCell((cell) => {
        if (typeof cell.value === 'number') cell.numFmt = '#,##0.00;-#,##0.00';
      });
    }
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
