import type { BankCategoryTable } from '../categories/bankCategories.js';
import type { IsoDate } from '../dates.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { FileFormat } from './formats/detectFormat.js';
import type { StatedBalance } from './formats/statement.js';

/** The standard fields a CSV column can be mapped to (ai.md section 3). */
export const IMPORT_FIELDS = [
  'date',
  'description',
  'amount',
  'debit',
  'credit',
  'category',
  'balance',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Standard field -> the exact CSV header it is read from. Unmapped fields are left out. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/**
 * The caller's choices over the guessed mapping: a header to read the field from, or null (or a
 * blank string) for "not mapped". Fields left out are guessed.
 */
export type ColumnMappingChoice = Partial<Record<ImportField, string | null>>;

/** How the numbers of a date are ordered in a file. Any of `/`, `-`, `.` may separate them. */
export type ImportDateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'DD.MM.YYYY';
export const IMPORT_DATE_FORMATS: readonly ImportDateFormat[] = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
];

export type DecimalSeparator = '.' | ',';
export type Delimiter = ',' | ';' | '\t' | '|';

/**
 * `skipped`: a row that looked like a transaction did not become one. `altered`: it did, with a
 * value replaced. `notice`: something about the file the user should know, not a problem with a
 * transaction: the whole file (row is null), its header, a title line above the header, or a group
 * heading, footer or total line of an accounting export.
 */
export type ImportIssueKind = 'skipped' | 'altered' | 'notice';

export type ImportIssue = {
  /** 1-based row of the file as a spreadsheet shows it (header and title rows count), or null. */
  row: number | null;
  field: ImportField | 'row' | 'file' | 'type';
  kind: ImportIssueKind;
  /** A sentence for the user. */
  message: string;
  /** The raw cell the message is about, when there is one. */
  value?: string;
};

/** A row equal to an already stored transaction on date, cents and normalised description. */
export type ImportDuplicate = {
  row: number;
  transaction: Transaction;
  existingId: string;
};

/** What duplicate detection needs to know about a stored transaction. */
export type ExistingTransaction = Pick<
  Transaction,
  'id' | 'date' | 'amount' | 'description' | 'bankId'
>;

export type ImportOptions = {
  /** The uploaded file's name; it names the ids (`imported-{name}-row-{n}`). */
  fileName: string;
  /** Used for a row whose date cannot be read (app.md section 5). Never read from a clock. */
  today: IsoDate;
  /**
   * Field -> header, overriding the guess; null or '' leaves the field unmapped. Headers not in the
   * file and the text 'null' (a model's way of saying "no match") are ignored.
   */
  mapping?: ColumnMappingChoice;
  dateFormat?: ImportDateFormat;
  /** The decimal separator of every money column; detected per column when left out. */
  decimalSeparator?: DecimalSeparator;
  /** Each money column's separator, as a first reading of the whole file decided them. */
  columnDecimals?: Record<'amount' | 'debit' | 'credit' | 'balance', DecimalSeparator>;
  /** Transactions already stored: rows equal to one of them are reported as duplicates. */
  existing?: readonly ExistingTransaction[];
  /**
   * Negate every amount: a card file that writes charges as positive numbers and payments as
   * negative (American Express and others), read as money out and in.
   */
  flipSigns?: boolean;
  /**
   * Columns the import computed (an AI transformation's running total, say): never read as the
   * statement's balance, whoever chose them.
   */
  computedColumns?: readonly string[];
  /** For a statement file with several accounts: the index of the one to import (0 first). */
  account?: number;
  /**
   * The user's entries of the bank-category table (lower-case bank name -> Cashline category, or
   * null to leave it to the heuristics), over `DEFAULT_BANK_CATEGORIES`.
   */
  bankCategories?: BankCategoryTable;
};

/** One account a statement file holds. */
export type StatementAccountFacts = {
  number: string;
  kind: string;
  currency: string;
  /** Entries read for this account (before duplicates are set aside). */
  entryCount: number;
};

/** The statement's own balances and whether its entries explain them. */
export type StatementBalances = {
  currency: string;
  opening?: StatedBalance;
  closing?: StatedBalance;
  /** The sum of every entry read for the account, duplicates included. */
  entriesCents: Cents;
  /** Opening + entries = closing; null when the file does not state both. */
  addsUp: boolean | null;
  /** Closing - (opening + entries) in cents; null when the file does not state both. */
  differenceCents: Cents | null;
};

/** What a statement file (OFX, QIF, camt, MT940) says besides its transactions. */
export type StatementFacts = {
  accounts: StatementAccountFacts[];
  /** Index in `accounts` of the account whose transactions these are. */
  account: number;
  balances: StatementBalances;
};

/** The currency a file says its amounts are in, to set the account's currency from. */
export type FileCurrency = {
  /** ISO 4217 code. */
  code: string;
  /** A statement's own field (camt Ccy, OFX CURDEF, MT940's balance), or a CSV or sheet column. */
  source: 'statement' | 'column';
  /** The column's header, for a CSV or sheet. */
  column?: string;
};

export type ImportSummary = {
  /** New transactions, in file order. Duplicates are not among them. */
  transactions: Transaction[];
  /** Column names; `Column 1`, `Column 2`... when the file has no header row. */
  headers: string[];
  mapping: ColumnMapping;
  /** A column of debit/credit words giving the direction of unsigned amounts, if any. */
  typeColumn: string | null;
  dateFormat: ImportDateFormat;
  /** True when every date fitted both month/day and day/month and M/D/Y was assumed. */
  dateFormatAmbiguous: boolean;
  decimalSeparator: DecimalSeparator;
  delimiter: Delimiter;
  /** 1-based row number of the header row, or null for a headerless file. */
  headerRow: number | null;
  issues: ImportIssue[];
  duplicates: ImportDuplicate[];
  /**
   * Rows read below the header as transactions: kept, duplicate or skipped. Blank lines, and the
   * group headings and total lines reported as notices, are not counted.
   */
  rowCount: number;
  /** Set when the amounts were read with their signs flipped (`flipSigns`). */
  signsFlipped?: true;
  /** The file's format, when it was not read as CSV text. */
  format?: FileFormat;
  /** Set for statement files: their accounts and balances. */
  statement?: StatementFacts;
  /** Set when the file states one currency for the imported account's amounts. */
  currency?: FileCurrency;
};

/**
 * How far a failed reading got with the columns: the header it found and the mapping it tried, so
 * that the user can choose the columns and read the file again.
 */
export type ImportFailureReading = Pick<ImportSummary, 'headers' | 'headerRow' | 'mapping'>;

export type ImportFailure = {
  /** The user-facing message (app.md section 8 where it has one). */
  message: string;
  issues: ImportIssue[];
  /** Present when the rows were found but no transaction came of the columns read. */
  reading?: ImportFailureReading;
};

export type ImportResult = { ok: true; value: ImportSummary } | { ok: false; error: ImportFailure };
