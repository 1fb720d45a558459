import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { toCsv } from './csv.js';
import type { CsvRow } from './csv.js';

/** The columns of the transactions export (app.md section 9), in order. */
export const TRANSACTION_EXPORT_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Category',
  'Balance',
] as const;

const ALWAYS_QUOTED = ['Description'];

/** Whether rows are the transactions export: their first row has exactly its columns, in order. */
export function isTransactionExport(rows: readonly CsvRow[]): boolean {
  const first = rows[0];
  if (first === undefined) return false;
  const keys = Object.keys(first);
  return (
    keys.length === TRANSACTION_EXPORT_COLUMNS.length &&
    keys.every((key, i) => key === TRANSACTION_EXPORT_COLUMNS[i])
  );
}

/**
 * Rows to CSV as any export of them should look: the transactions export keeps its own rule (the
 * description always quoted), whoever sends it; any other rows follow the generic rule of `toCsv`.
 * The server's POST /api/export/csv and the browser's fallback download give the same bytes.
 */
export function exportRowsToCsv(rows: readonly CsvRow[]): string {
  return isTransactionExport(rows) ? toCsv(rows, { alwaysQuoted: ALWAYS_QUOTED }) : toCsv(rows);
}

/**
 * The transactions export (app.md section 9): columns Date, Description, Amount, Category, Balance;
 * the description is always quoted, even when empty; a missing balance is an empty cell. Amounts
 * stay numbers, so a negative amount is never mistaken for a formula, while text cells are
 * neutralised.
 */
export function transactionsToCsv(transactions: readonly Transaction[]): string {
  if (transactions.length === 0) return TRANSACTION_EXPORT_COLUMNS.join(',');
  const records = transactions.map((t) => ({
    Date: t.date,
    Description: t.description,
    Amount: t.amount,
    Category: t.category,
    Balance: t.balance,
  }));
  return toCsv(records, { alwaysQuoted: ALWAYS_QUOTED });
}

/** `transactions-{YYYY-MM-DD}.csv`, with today passed in. */
export function transactionsExportFileName(today: IsoDate): string {
  return `transactions-${today}.csv`;
}
