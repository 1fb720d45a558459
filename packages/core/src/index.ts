export type { IsoDate } from './dates.js';
export { daysInMonth, isIsoDate } from './dates.js';
export type { Cents } from './money.js';
export { fromCents, toCents } from './money.js';
export type { Transaction, TransactionType } from './transaction.js';
export {
  isoDateSchema,
  transactionSchema,
  transactionTypeSchema,
  typeOfAmount,
} from './transaction.js';
export type { CsvRow } from './export/csv.js';
export { toCsv } from './export/csv.js';
export { neutraliseFormula } from './export/formula.js';
export { transactionsExportFileName, transactionsToCsv } from './export/transactionsCsv.js';
