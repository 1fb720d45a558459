import type { Transaction } from '@cashline/core';
import type { ExportRow } from '../api/exportCsv';

/** The export columns of app.md section 9. */
export function toExportRows(transactions: readonly Transaction[]): ExportRow[] {
  return transactions.map((t) => ({
    Date: t.date,
    Description: t.description,
    Amount: t.amount,
    Category: t.category,
    Balance: t.balance ?? '',
  }));
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

function cell(value: string | number, alwaysQuote: boolean): string {
  if (typeof value === 'number') return String(value);
  const safe = neutralise(value);
  return alwaysQuote || /[",\r\n]/.test(safe) ? quote(safe) : safe;
}

/** The client-side CSV used when the server cannot export: descriptions are always quoted. */
export function transactionsCsv(rows: readonly ExportRow[]): string {
  const header = 'Date,Description,Amount,Category,Balance';
  const lines = rows.map((row) =>
    [
      cell(row.Date ?? '', false),
      cell(row.Description ?? '', true),
      cell(row.Amount ?? '', false),
      cell(row.Category ?? '', false),
      cell(row.Balance ?? '', false),
    ].join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** transactions-{YYYY-MM-DD}.csv, with today's date in the user's own time zone. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transactions-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
