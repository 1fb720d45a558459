export type { CsvRow } from './csv.js';
export { toCsv } from './csv.js';
export { neutraliseFormula } from './formula.js';
export type { ExportCurrencies } from './transactionsCsv.js';
export type { ConvertedCells } from './convertedAmounts.js';
export { convertedAmounts } from './convertedAmounts.js';
export {
  ACCOUNT_EXPORT_COLUMN,
  CURRENCY_EXPORT_COLUMNS,
  exportRowsToCsv,
  isTransactionExport,
  TRANSACTION_EXPORT_COLUMNS,
  transactionsExportFileName,
  transactionExportRows,
  transactionsToCsv,
} from './transactionsCsv.js';
