import { isBlank } from './classifyCell.js';
import { detectDateFormat } from './detectDateFormat.js';
import type { DateFormatDetection } from './detectDateFormat.js';
import { detectHeader, isBlankRow } from './detectHeader.js';
import { mapColumns } from './mapColumns.js';
import { truncate } from './truncateCell.js';
import {
  MONEY_COLUMNS,
  decideColumnDecimals,
  emptyEvidence,
  noteDecimalCell,
  sameDecimals,
} from './columnDecimals.js';
import type { ColumnDecimals, ColumnEvidence } from './columnDecimals.js';
import type {
  ColumnMapping,
  DecimalSeparator,
  Delimiter,
  ImportFailureReading,
  ImportField,
  ImportIssue,
  ImportOptions,
} from './types.js';

/** app.md section 8, verbatim. */
export const NEEDS_HEADER_AND_DATA = 'CSV file must contain at least a header row and one data row';
/** app.md section 8, verbatim. */
export const NO_VALID_TRANSACTIONS = 'No valid transactions found in the CSV file';
export const DEFAULT_DESCRIPTION = 'Imported Transaction';

const SAMPLE_ROWS = 200;

/** Column indexes of the fields, -1 when the file has no such column. */
export type ImportColumns = Record<ImportField | 'type' | 'status', number>;

/** What the first rows of a file say about how to read all of it. */
export type ImportPlan = {
  headers: string[];
  /** 1-based row number of the header, or null for a headerless file. */
  headerRow: number | null;
  /** Index of the first row below the header (or of the first data row of a headerless file). */
  firstDataIndex: number;
  mapping: ColumnMapping;
  typeColumn: string | null;
  columns: ImportColumns;
  /** The description's columns in groups; one group of one column in most files. */
  descriptionGroups: number[][];
  /** Title rows skipped and column-mapping notices. */
  issues: ImportIssue[];
  /** The date format the first rows suggest; the whole file confirms or corrects it. */
  dates: DateFormatDetection;
  /** What the first rows' money cells say of each column's decimal separator, and its guess. */
  evidence: ColumnEvidence;
  decimalFallback: DecimalSeparator;
  decimals: ColumnDecimals;
};

export type PlanResult =
  | { ok: true; plan: ImportPlan }
  | { ok: false; message: string; issues: ImportIssue[]; reading?: ImportFailureReading };

function uniqueHeaders(row: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell, index) => {
    const name = cell.trim() === '' ? `Column ${index + 1}` : cell.trim();
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/**
 * Reads the first rows of a file (`head`): where the header is, which column feeds which field,
 * and which date format and decimal separator the rows suggest.
 */
export function planImport(
  head: readonly (readonly string[])[],
  options: ImportOptions,
  delimiter: Delimiter,
): PlanResult {
  const issues: ImportIssue[] = [];
  let filledRows = 0;
  for (let r = 0; r < head.length && filledRows < 2; r++) {
    if (!isBlankRow(head[r]!)) filledRows++;
  }
  if (filledRows < 2) return { ok: false, message: NEEDS_HEADER_AND_DATA, issues };

  const detection = detectHeader(head);
  if (detection === null) {
    issues.push({
      row: null,
      field: 'file',
      kind: 'notice',
      message: 'No row of the file holds both a date and an amount.',
    });
    return { ok: false, message: NO_VALID_TRANSACTIONS, issues };
  }
  const { headerIndex, firstDataIndex } = detection;
  const headerRow = headerIndex === null ? null : headerIndex + 1;
  for (let r = 0; r < (headerIndex ?? firstDataIndex); r++) {
    const row = head[r]!;
    if (isBlankRow(row)) continue;
    // A title block is part of the export, not a transaction that went missing: a notice.
    issues.push({
      row: r + 1,
      field: 'row',
      kind: 'notice',
      message: 'Title or summary line above the transactions skipped.',
      value: truncate(row.filter((cell) => !isBlank(cell)).join(' ')),
    });
  }

  const sample: (readonly string[])[] = [];
  for (let r = firstDataIndex; r < head.length && sample.length < SAMPLE_ROWS; r++) {
    if (!isBlankRow(head[r]!)) sample.push(head[r]!);
  }
  if (sample.length === 0) return { ok: false, message: NEEDS_HEADER_AND_DATA, issues };

  let headers: string[];
  if (headerIndex === null) {
    const width = Math.max(...sample.map((row) => row.length));
    headers = Array.from({ length: width }, (_, index) => `Column ${index + 1}`);
    issues.push({
      row: null,
      field: 'file',
      kind: 'notice',
      message: 'The file has no header row: its columns were recognised from their content.',
    });
  } else {
    headers = uniqueHeaders(head[headerIndex]!);
  }

  const mapped = mapColumns(headers, sample, options.mapping, headerRow);
  issues.push(...mapped.issues);
  const { mapping, typeColumn } = mapped;
  const computedBalance = mapping.balance;
  if (computedBalance !== undefined && options.computedColumns?.includes(computedBalance)) {
    delete mapping.balance;
    issues.push({
      row: null,
      field: 'balance',
      kind: 'notice',
      message: `"${computedBalance}" was computed by the import, not written by the bank: it is not read as the statement's balance.`,
    });
  }
  const column = (field: ImportField): number => {
    const header = mapping[field];
    return header === undefined ? -1 : headers.indexOf(header);
  };
  const columns: ImportColumns = {
    date: column('date'),
    description: column('description'),
    amount: column('amount'),
    debit: column('debit'),
    credit: column('credit'),
    category: column('category'),
    balance: column('balance'),
    type: typeColumn === null ? -1 : headers.indexOf(typeColumn),
    status: mapped.statusColumn,
  };
  if (
    columns.date === -1 ||
    (columns.amount === -1 && columns.debit === -1 && columns.credit === -1)
  ) {
    const field = columns.date === -1 ? 'date' : 'amount';
    const unmappedByChoice = mapped.unmapped.includes(field);
    issues.push({
      row: headerRow,
      field,
      kind: 'notice',
      message:
        field === 'date'
          ? unmappedByChoice
            ? 'Date is set to not mapped: choose the column that holds the dates.'
            : 'No column of dates was found.'
          : unmappedByChoice
            ? 'Amount is set to not mapped and no debit or credit column is chosen: choose the column that holds the amounts.'
            : 'No column of amounts (or of debits and credits) was found.',
    });
    return {
      ok: false,
      message: NO_VALID_TRANSACTIONS,
      issues,
      reading: { headers, headerRow, mapping },
    };
  }
  if (columns.description === -1) {
    issues.push({
      row: null,
      field: 'description',
      kind: 'notice',
      message: `No description column was found: every transaction is described as '${DEFAULT_DESCRIPTION}'.`,
    });
  }

  const dateCells: string[] = [];
  const evidence = emptyEvidence();
  for (let r = firstDataIndex; r < head.length; r++) {
    const row = head[r]!;
    const dateCell = row[columns.date];
    if (dateCell !== undefined && dateCell !== '') dateCells.push(dateCell);
    for (const field of MONEY_COLUMNS) {
      const cell = columns[field] === -1 ? undefined : row[columns[field]];
      if (cell !== undefined && cell !== '') noteDecimalCell(evidence[field], cell);
    }
  }
  const decimalFallback: DecimalSeparator = delimiter === ';' ? ',' : '.';
  return {
    ok: true,
    plan: {
      headers,
      headerRow,
      firstDataIndex,
      mapping,
      typeColumn,
      columns,
      descriptionGroups: mapped.descriptionGroups,
      issues,
      dates: options.dateFormat
        ? { format: options.dateFormat, ambiguous: false }
        : detectDateFormat(dateCells),
      evidence,
      decimalFallback,
      decimals: chosenDecimals(options) ?? decideColumnDecimals(evidence, decimalFallback),
    },
  };
}

/** The separators the caller fixed: the user's one for every column, or a second reading's. */
export function chosenDecimals(options: ImportOptions): ColumnDecimals | undefined {
  if (options.decimalSeparator !== undefined) return sameDecimals(options.decimalSeparator);
  return options.columnDecimals;
}
