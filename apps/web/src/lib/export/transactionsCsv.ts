import { ACCOUNT_EXPORT_COLUMN, accountIdOf } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { ExportRow } from '../api/exportCsv';

/**
 * The export columns of app.md section 9, as rows for POST /api/export/csv; with the names of a
 * ledger's several accounts, an Account column last.
 */
export function toExportRows(
  transactions: readonly Transaction[],
  accountNames?: ReadonlyMap<string, string>,
): ExportRow[] {
  const named = accountNames !== undefined && accountNames.size > 1;
  return transactions.map((t) => {
    const row: ExportRow = {
      Date: t.date,
      Description: t.description,
      Amount: t.amount,
      Category: t.category,
      Balance: t.balance ?? '',
    };
    if (named) {
      const id = accountIdOf(t);
      row[ACCOUNT_EXPORT_COLUMN] = accountNames.get(id) ?? id;
    }
    return row;
  });
}
