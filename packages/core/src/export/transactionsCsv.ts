import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { cellText, toCsv } from './csv.js';
import type { CsvRow } from './csv.js';

/** The columns of the transactions export (app.md section 9), in order. */
export const TRANSACTION_EXPORT_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Category',
  'Balance',
] as const;

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

const NEEDS_QUOTES = /[",\r\n]/;
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** toCsv's rule for one cell: quoted only when it holds a comma, a double quote or a line break. */
const plainCell = (value: unknown) => {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? quoted(text) : text;
};

/**
 * Money to the cent, always with two decimals ('201.50', not '201.5') as an accountant's sheet
 * expects; anything that is not an amount in range is written as any other cell.
 */
export function moneyCellText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e13) {
    const text = (Math.round(value * 100) / 100).toFixed(2);
    return text === '-0.00' ? '0.00' : text;
  }
  return plainCell(value);
}

/**
 * Written here rather than by csv-stringify: quoting one column needs a per-cell options object,
 * which made a 200k-row export three times slower. The test holds it to csv-stringify's output.
 */
function transactionRowsToCsv(rows: readonly CsvRow[]): string {
  const lines = [TRANSACTION_EXPORT_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      `${plainCell(row.Date)},${quoted(cellText(row.Description))},${moneyCellText(row.Amount)},` +
        `${plainCell(row.Category)},${moneyCellText(row.Balance)}`,
    );
  }
  return lines.join('\n');
}

/**
 * Rows to CSV as any export of them should look: the transactions export keeps its own rule (the
 * description always quoted), whoever sends it; any other rows follow the generic rule of `toCsv`.
 * The server's POST /api/export/csv and the browser's fallback download give the same bytes.
 */
export function exportRowsToCsv(rows: readonly CsvRow[]): string {
  return isTransactionExport(rows) ? transactionRowsToCsv(rows) : toCsv(rows);
}

/**
 * The transactions export (app.md section 9): columns Date, Description, Amount, Category, Balance;
 * the description is always quoted, even when empty; a missing balance is an empty cell. Amounts
 * are numbers with two decimals, so a negative amount is never mistaken for a formula, while text
 * cells are neutralised.
 */
export function transactionsToCsv(transactions: readonly Transaction[]): string {
  return transactionRowsToCsv(
    transactions.map((t) => ({
      Date: t.date,
      Description: t.description,
      Amount: t.amount,
      Category: t.category,
      Balance: t.balance,
    })),
  );
}

/** `transactions-{YYYY-MM-DD}.csv`, with today passed in. */
export function transactionsExportFileName(today: IsoDate): string {
  return `transactions-${today}.csv`;
}
