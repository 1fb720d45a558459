import { ACCOUNT_EXPORT_COLUMN, accountIdOf, convertedAmounts } from '@cashline/core';
import type { ExportCurrencies, Transaction } from '@cashline/core';
import type { ExportRow } from '../api/exportCsv';

/**
 * The export columns of app.md section 9, as rows for POST /api/export/csv; with the names of a
 * ledger's several accounts, an Account column last.
 */
export function toExportRows(
  transactions: readonly Transaction[],
  accountNames?: ReadonlyMap<string, string>,
  currencies?: ExportCurrencies,
): ExportRow[] {
  const named = (accountNames !== undefined && accountNames.size > 1) || currencies !== undefined;
  // A ledger of several currencies: each row's currency and its amount converted (core's rule).
  const converted = currencies && convertedAmounts(currencies.accounts, currencies.reporting);
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
      row[ACCOUNT_EXPORT_COLUMN] = accountNames?.get(id) ?? id;
    }
    if (converted) Object.assign(row, converted(t));
    return row;
  });
}
