import type { DataRow } from '@cashline/ai';
import { decodeStatement, importStatementPacked, isZipArchive } from '@cashline/core';
import type {
  BankCategoryTable,
  ExistingTransaction,
  FileFormat,
  ImportOptions,
  PackedImportResult,
  Rule,
  StatementInput,
} from '@cashline/core';
import Papa from 'papaparse';
import { readBytes } from './readBytes';
import { readWorkbook } from './readWorkbook';
import { withRules } from './withRules';

/** What the user can change in the preview; anything left out is detected from the file. */
export type ParseChoices = Pick<
  ImportOptions,
  'mapping' | 'dateFormat' | 'decimalSeparator' | 'account' | 'flipSigns'
>;

type Reading<R> = {
  fileName: string;
  /** How the text was decoded; '' for a workbook. */
  encoding: string;
  format: FileFormat;
  result: R;
  /** The data rows keyed by column name, for AI transformations; null unless asked for. */
  rows: DataRow[] | null;
};

/**
 * A reading as the session makes it and the page holds it: its transactions in columns, posted to
 * the page by transfer and made into objects only for the rows the preview lists and at import.
 */
export type ParsedFile = Reading<PackedImportResult>;

export type LoadRequest = {
  file: File;
  existing: readonly ExistingTransaction[];
  today: string;
  wantRows: boolean;
  /** Columns an AI transformation wrote into the file: none of them is the statement's balance. */
  computedColumns?: readonly string[];
  /** The user's entries of the bank-category table (Settings), over core's defaults. */
  bankCategories?: BankCategoryTable;
  /** The choices to read it with; none when first read. */
  choices?: ParseChoices;
  /** The user's rules, applied to the rows read (rules beat keywords). */
  rules?: readonly Rule[];
};

export const READ_FAILED = 'Failed to read file';
export const NOT_A_WORKBOOK = 'The file is not a readable Excel workbook (.xlsx)';

/**
 * The file's text or sheets. Its bytes are let go here, before the reading: a large file's bytes
 * and its text are never both held while the transactions are made.
 */
async function readInput(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ input: StatementInput; encoding: string }> {
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file, onProgress);
  } catch {
    throw new Error(READ_FAILED);
  }
  if (isZipArchive(bytes)) {
    const sheets = await readWorkbook(bytes);
    if (sheets === null) throw new Error(NOT_A_WORKBOOK);
    return { input: { sheets }, encoding: '' };
  }
  const decoded = decodeStatement(bytes);
  return { input: decoded, encoding: decoded.encoding };
}

/**
 * One file being imported (CSV, OFX/QFX, QIF, camt, MT940 or XLSX): read and decoded once, then
 * parsed again whenever the user changes a choice in the preview. Runs inside the import worker (or
 * on the page where there are no workers).
 */
export class CsvImportSession {
  private input: StatementInput = { text: '' };
  private text = '';
  private fileName = '';
  private encoding = '';
  private existing: readonly ExistingTransaction[] = [];
  private today = '';
  private computedColumns: readonly string[] = [];
  private bankCategories: BankCategoryTable = {};
  private rules: readonly Rule[] = [];

  async load(request: LoadRequest, onProgress: (fraction: number) => void): Promise<ParsedFile> {
    const { input, encoding } = await readInput(request.file, onProgress);
    this.input = input;
    this.text = 'text' in input ? input.text : '';
    this.encoding = encoding;
    this.fileName = request.file.name;
    this.existing = request.existing;
    this.today = request.today;
    this.computedColumns = request.computedColumns ?? [];
    this.bankCategories = request.bankCategories ?? {};
    return this.parse(request.choices ?? {}, request.wantRows, request.rules ?? []);
  }

  /**
   * The file read with the choices and categorised by the rules given (the last ones given when
   * none are), here rather than on the page, which gets the rows as they will be imported.
   */
  parse(choices: ParseChoices, wantRows: boolean, rules: readonly Rule[] = this.rules): ParsedFile {
    this.rules = rules;
    const { format, result: read } = importStatementPacked(this.input, {
      fileName: this.fileName,
      today: this.today,
      existing: this.existing,
      ...(this.computedColumns.length > 0 ? { computedColumns: this.computedColumns } : {}),
      bankCategories: this.bankCategories,
      ...choices,
    });
    const result = read.ok ? { ok: true as const, value: withRules(read.value, rules) } : read;
    return {
      fileName: this.fileName,
      encoding: this.encoding,
      format,
      result,
      // The AI works on a CSV file's own rows.
      rows: wantRows && result.ok && format === 'csv' ? this.dataRows(result.value) : null,
    };
  }

  /** The rows below the header, keyed by the column names the import found. */
  private dataRows(summary: { headers: string[]; headerRow: number | null; delimiter: string }) {
    // Parsed as the import parses (blank lines kept) so the header's row number matches.
    const source = this.text.charCodeAt(0) === 0xfeff ? this.text.slice(1) : this.text;
    const parsed = Papa.parse<string[]>(source, { delimiter: summary.delimiter });
    const body = parsed.data
      .slice(summary.headerRow ?? 0)
      .filter((cells) => cells.some((cell) => cell.trim() !== ''));
    return body.map((cells) => {
      const row: DataRow = {};
      summary.headers.forEach((header, i) => {
        row[header] = cells[i] ?? null;
      });
      return row;
    });
  }
}
