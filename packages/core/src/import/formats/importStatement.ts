import { looksLikeText } from '../decodeBytes.js';
import type { TextEncodingName } from '../decodeBytes.js';
import { importCsv, importCsvPacked } from '../importCsv.js';
import { packImportResult } from '../packedImportResult.js';
import type { PackedImportResult } from '../packedImportResult.js';
import type { ImportOptions, ImportResult } from '../types.js';
import { readCamt } from './camt/readCamt.js';
import { decodeStatement } from './decodeStatement.js';
import { detectFormat, isZipArchive } from './detectFormat.js';
import type { FileFormat } from './detectFormat.js';
import { readMt940 } from './mt940/readMt940.js';
import { readOfx } from './ofx/readOfx.js';
import { readQif } from './qif/readQif.js';
import { sheetToCsv } from './sheet/sheetRows.js';
import type { SheetRows } from './sheet/sheetRows.js';
import { StatementError } from './statement.js';
import type { ParsedStatement } from './statement.js';
import { FORMAT_NAMES, statementSummary } from './statementSummary.js';

/**
 * A file to import: its bytes, its text (already decoded), or the sheets of a workbook (read by
 * the app with a spreadsheet library: packages/core reads no ZIP archives).
 */
export type StatementInput =
  | { bytes: Uint8Array }
  | { text: string; encoding?: TextEncodingName }
  | { sheets: readonly SheetRows[] };

export type StatementImport<R = ImportResult> = {
  format: FileFormat;
  /** How the bytes were decoded; null for a workbook's sheets. */
  encoding: TextEncodingName | null;
  result: R;
};

/** How a reading makes its result: as objects, or packed into columns. */
type Shape<R> = {
  csv: (text: string, options: ImportOptions) => R;
  /** A result read as objects (statement formats, failures) in this shape. */
  from: (result: ImportResult) => R;
};

const AS_OBJECTS: Shape<ImportResult> = { csv: importCsv, from: (result) => result };
const PACKED: Shape<PackedImportResult> = { csv: importCsvPacked, from: packImportResult };

export const WORKBOOK_NEEDS_SHEETS =
  'This is an Excel workbook: read its sheets with a spreadsheet reader first';
export const NOT_TEXT = 'The file is not a text file';

function failure(message: string): ImportResult {
  return { ok: false, error: { message, issues: [] } };
}

/** Reads a QIF file: its dates' order is the caller's choice, else the one its dates show. */
function importQif(text: string, options: ImportOptions): ImportResult {
  const chosen = options.dateFormat;
  const qif = readQif(text, {
    dayFirst: chosen === undefined ? undefined : chosen.startsWith('DD'),
  });
  if (qif.dateOrderAmbiguous) {
    qif.issues.push({
      row: null,
      field: 'date',
      kind: 'notice',
      message:
        'Every date fits both month/day and day/month order; they were read as MM/DD/YYYY. Choose DD/MM/YYYY if that is wrong.',
    });
  }
  const result = statementSummary(qif, options);
  if (result.ok) {
    result.value.dateFormat = qif.dayFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
    result.value.dateFormatAmbiguous = qif.dateOrderAmbiguous;
  }
  return result;
}

function readStatement(format: 'ofx' | 'camt' | 'mt940', text: string): ParsedStatement {
  if (format === 'ofx') return readOfx(text);
  if (format === 'camt') return readCamt(text);
  return readMt940(text);
}

/** Reads a statement's text in the format it holds; a malformed file is a failed result. */
function importText(
  text: string,
  format: Exclude<FileFormat, 'csv' | 'xlsx'>,
  options: ImportOptions,
): ImportResult {
  try {
    if (format === 'qif') return importQif(text, options);
    return statementSummary(readStatement(format, text), options);
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    const where = error.line === null ? '' : ` at line ${error.line}`;
    const detail = error.line === null ? error.message : error.message.replace(/^Line \d+: /, '');
    return failure(`The ${FORMAT_NAMES[format]} file cannot be read${where}: ${detail}`);
  }
}

/**
 * Imports any statement file Cashline reads: CSV, OFX/QFX (1.x SGML and 2.x XML), QIF, camt.053
 * (and camt.052/054), MT940, or a workbook's sheets. The format is told by the content (an OFX
 * saved as `.txt` still imports), the file name's extension only settles a text that fits none.
 * The result has the CSV import's shape; a statement's accounts and stated balances are in
 * `statement`. Pure and synchronous; a malformed file is a failed result naming the line, never a
 * throw.
 */
export function importStatement(input: StatementInput, options: ImportOptions): StatementImport {
  return readStatementFile(input, options, AS_OBJECTS);
}

/**
 * importStatement with the transactions packed into columns: a CSV or workbook is read straight
 * into them, so a million rows never become a million objects (the import worker uses this).
 */
export function importStatementPacked(
  input: StatementInput,
  options: ImportOptions,
): StatementImport<PackedImportResult> {
  return readStatementFile(input, options, PACKED);
}

function readStatementFile<R extends ImportResult | PackedImportResult>(
  input: StatementInput,
  options: ImportOptions,
  shape: Shape<R>,
): StatementImport<R> {
  if ('sheets' in input) return importSheets(input.sheets, options, shape);
  if ('bytes' in input && isZipArchive(input.bytes)) {
    return { format: 'xlsx', encoding: null, result: shape.from(failure(WORKBOOK_NEEDS_SHEETS)) };
  }
  const decoded =
    'bytes' in input
      ? decodeStatement(input.bytes)
      : { text: input.text, encoding: input.encoding ?? ('utf-8' as const) };
  const format = detectFormat(decoded.text, options.fileName);
  if (!looksLikeText(decoded.text)) {
    return { format, encoding: decoded.encoding, result: shape.from(failure(NOT_TEXT)) };
  }
  const text = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
  const result =
    format === 'csv' || format === 'xlsx'
      ? shape.csv(text, options)
      : shape.from(importText(text, format, options));
  return { format, encoding: decoded.encoding, result };
}

/**
 * A workbook: the first sheet the CSV import finds transactions in, through the same header and
 * column detection; a note says which sheet when it is not the first.
 */
function importSheets<R extends ImportResult | PackedImportResult>(
  sheets: readonly SheetRows[],
  options: ImportOptions,
  shape: Shape<R>,
): StatementImport<R> {
  let first: R | null = null;
  for (const [index, sheet] of sheets.entries()) {
    const result = shape.csv(sheetToCsv(sheet.rows), options);
    first ??= result;
    if (!result.ok) continue;
    result.value.format = 'xlsx';
    if (index > 0) {
      result.value.issues.unshift({
        row: null,
        field: 'file',
        kind: 'notice',
        message: `Read the sheet “${sheet.name}”: the sheets before it hold no transactions.`,
      });
    }
    return { format: 'xlsx', encoding: null, result };
  }
  return {
    format: 'xlsx',
    encoding: null,
    result: first ?? shape.from(failure('The workbook has no sheets')),
  };
}
