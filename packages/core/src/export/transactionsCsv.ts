import type { IsoDate } from '../dates.js';
import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import type { Transaction } from '../transaction.js';
import { convertedAmounts } from './convertedAmounts.js';
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

/** The column a ledger of several accounts adds last: the account's name. */
export const ACCOUNT_EXPORT_COLUMN = 'Account';

/**
 * The columns a ledger of several currencies adds after Account: the account's currency (Amount
 * is in it), the amount converted at its date's rate ('no rate' when there is none), and the
 * currency it is converted into.
 */
export const CURRENCY_EXPORT_COLUMNS = ['Currency', 'Converted amount', 'Converted to'] as const;

/**
 * Whether rows are the transactions export: their first row has exactly its columns, in order,
 * with or without the Account column last.
 */
export function isTransactionExport(rows: readonly CsvRow[]): boolean {
  const first = rows[0];
  if (first === undefined) return false;
  const keys = Object.keys(first);
  const base = TRANSACTION_EXPORT_COLUMNS.length;
  const currencies = CURRENCY_EXPORT_COLUMNS.every((column, i) => keys[base + 1 + i] === column);
  const extra = keys.slice(base);
  return (
    TRANSACTION_EXPORT_COLUMNS.every((column, i) => keys[i] === column) &&
    (extra.length === 0 ||
      (extra[0] === ACCOUNT_EXPORT_COLUMN &&
        (extra.length === 1 ||
          (currencies && extra.length === 1 + CURRENCY_EXPORT_COLUMNS.length))))
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
  const withAccount = rows[0] !== undefined && ACCOUNT_EXPORT_COLUMN in rows[0];
  const withCurrency = rows[0] !== undefined && 'Currency' in rows[0];
  const header = [
    ...TRANSACTION_EXPORT_COLUMNS,
    ...(withAccount ? [ACCOUNT_EXPORT_COLUMN] : []),
    ...(withCurrency ? CURRENCY_EXPORT_COLUMNS : []),
  ].join(',');
  const lines = [header];
  for (const row of rows) {
    let line =
      `${plainCell(row.Date)},${quoted(cellText(row.Description))},${moneyCellText(row.Amount)},` +
      `${plainCell(row.Category)},${moneyCellText(row.Balance)}`;
    if (withAccount) line += `,${plainCell(row[ACCOUNT_EXPORT_COLUMN])}`;
    if (withCurrency) {
      line += `,${plainCell(row.Currency)},${moneyCellText(row['Converted amount'])},${plainCell(row['Converted to'])}`;
    }
    lines.push(line);
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
export function transactionsToCsv(
  transactions: readonly Transaction[],
  accountNames?: ReadonlyMap<string, string>,
  currencies?: ExportCurrencies,
): string {
  return transactionRowsToCsv(transactionExportRows(transactions, accountNames, currencies));
}

/** What a ledger of several currencies' export converts with. */
export type ExportCurrencies = { accounts: readonly Account[]; reporting: Reporting };

/**
 * The export's rows; with the names of a ledger's accounts (more than one), each row also names its
 * account in a last column, Account.
 */
export function transactionExportRows(
  transactions: readonly Transaction[],
  accountNames?: ReadonlyMap<string, string>,
  currencies?: ExportCurrencies,
): CsvRow[] {
  const named = (accountNames !== undefined && accountNames.size > 1) || currencies !== undefined;
  const converted = currencies && convertedAmounts(currencies.accounts, currencies.reporting);
  return transactions.map((t) => {
    const row: Record<string, unknown> = {
      Date: t.date,
      Description: t.description,
      Amount: t.amount,
      Category: t.category,
      Balance: t.balance ?? '',
    };
    if (named) {
      const id = accountIdOf(t);
      row[ACCOUNT_EXPORT_COLUMN] = accountNames?.get(id) ?? id;
    }
    if (converted) Object.assign(row, converted(t));
    return row;
  });
}

/** `transactions-{YYYY-MM-DD}.csv`, with today passed in. */
export function transactionsExportFileName(today: IsoDate): string {
  return `transactions-${today}.csv`;
}
