import { stringify } from 'csv-stringify/sync';
import type { CastingContext } from 'csv-stringify/sync';
import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { neutraliseFormula } from './formula.js';

const COLUMNS = ['Date', 'Description', 'Amount', 'Category', 'Balance'];

function castText(value: string, context: CastingContext) {
  if (context.header) return value;
  const cell = neutraliseFormula(value);
  return context.column === 'Description' ? { value: cell, quoted: true } : cell;
}

/**
 * The transactions export (app.md section 9): columns Date, Description, Amount, Category, Balance;
 * the description is always quoted; a missing balance is an empty cell. Amounts stay numbers, so a
 * negative amount is never mistaken for a formula, while text cells are neutralised.
 */
export function transactionsToCsv(transactions: readonly Transaction[]): string {
  const records = transactions.map((t) => ({
    Date: t.date,
    Description: t.description,
    Amount: t.amount,
    Category: t.category,
    Balance: t.balance,
  }));
  return stringify(records, {
    header: true,
    columns: COLUMNS,
    eof: false,
    cast: { string: castText },
  });
}

/** `transactions-{YYYY-MM-DD}.csv`, with today passed in. */
export function transactionsExportFileName(today: IsoDate): string {
  return `transactions-${today}.csv`;
}
