export type { BalanceCheck } from './balanceCheck.js';
export type { AccountKindGuess, CardConventionReading, CardSignConvention } from './cardFile.js';
export {
  detectCardSignConvention,
  detectCardSignConventionPacked,
  flipSigns,
  guessAccountKind,
  guessStatementKind,
} from './cardFile.js';
export { checkAmountsAgainstBalance, checkAmountsAgainstBalanceOfColumns } from './balanceCheck.js';
export type { DecodedText, TextEncodingName } from './decodeBytes.js';
export { TEXT_ENCODINGS } from './decodeBytes.js';
export { decodeBytes, looksLikeText } from './decodeBytes.js';
export { HEURISTIC_PATTERNS, heuristicMapping } from './heuristicMapping.js';
export { importCsv, importCsvPacked } from './importCsv.js';
export { importedIdPrefix } from './importId.js';
export { importedTransactions } from './importedTransactions.js';
export type { PackedTransactions } from './packedTransactions.js';
export {
  packedBuffers,
  packedDescriptions,
  packTransactions,
  unpackTransactions,
} from './packedTransactions.js';
export {
  dailyTotals,
  hasBalance,
  packedRowNumbers,
  statementColumns,
} from './packedStatementRows.js';
export type {
  PackedDuplicates,
  PackedImportResult,
  PackedImportSummary,
} from './packedImportResult.js';
export { packedResultBuffers, packImportResult, unpackImportResult } from './packedImportResult.js';
export { decodeStatement } from './formats/decodeStatement.js';
export type { FileFormat } from './formats/detectFormat.js';
export { detectFormat, isZipArchive } from './formats/detectFormat.js';
export type { StatementImport, StatementInput } from './formats/importStatement.js';
export {
  importStatement,
  importStatementPacked,
  NOT_TEXT,
  WORKBOOK_NEEDS_SHEETS,
} from './formats/importStatement.js';
export type { SheetRows, WorkbookCell } from './formats/sheet/sheetRows.js';
export { cellText } from './formats/sheet/sheetRows.js';
export type { StatedBalance, StatementFormat } from './formats/statement.js';
export { FORMAT_NAMES } from './formats/statementSummary.js';
export { DEFAULT_DESCRIPTION, NEEDS_HEADER_AND_DATA, NO_VALID_TRANSACTIONS } from './planImport.js';
export { inferCategory } from './inferCategory.js';
export { detectDecimalSeparator, parseAmount } from './parseAmount.js';
export type {
  ColumnMapping,
  ColumnMappingChoice,
  ImportDateFormat,
  DecimalSeparator,
  Delimiter,
  ExistingTransaction,
  ImportDuplicate,
  ImportFailure,
  ImportFailureReading,
  ImportField,
  ImportIssue,
  ImportIssueKind,
  ImportOptions,
  ImportResult,
  FileCurrency,
  ImportSummary,
  StatementAccountFacts,
  StatementBalances,
  StatementFacts,
} from './types.js';
export { IMPORT_DATE_FORMATS, IMPORT_FIELDS } from './types.js';
export { keepableTransaction } from './keepableTransaction.js';
