/**
 * A formula cell: the Excel formula (without its leading '=') and the value it computes, which a
 * CSV file and a reader that does not calculate show.
 */
export type SheetFormula = { formula: string; value: number };

/** A cell of an exported report: text, money in currency units (two decimals), or a formula. */
export type SheetCell = string | number | SheetFormula;

/**
 * One table of an exported report: a worksheet in XLSX, a block in CSV. It is laid out from the
 * first row: the title, the lead lines (the company), the header, then the rows; formulas refer
 * to cells by that layout (see `sheetRowNumber`).
 */
export type ReportSheet = {
  name: string;
  title: string;
  lead?: string[];
  header: string[];
  rows: SheetCell[][];
  /** Indexes of the rows shown bold: subtotals, totals and headings. */
  strongRows?: number[];
};

/** The worksheet row number (from 1) of a sheet's data row, given how many lead lines it has. */
export function sheetRowNumber(leadLines: number, index: number): number {
  return index + leadLines + 3;
}
