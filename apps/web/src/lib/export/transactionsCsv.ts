import type { Transaction } from '@cashline/core';
import type { ExportRow } from '../api/exportCsv';

/** The export columns of app.md section 9, as rows for POST /api/export/csv. */
export function toExportRows(transactions: readonly Transaction[]): ExportRow[] {
  return transactions.map((t) => ({
    Date: t.date,
    Description: t.description,
    Amount: t.amount,
    Category: t.category,
    Balance: t.balance ?? '',
  }));
}
