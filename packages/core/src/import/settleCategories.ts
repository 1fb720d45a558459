import { DEFAULT_BANK_CATEGORIES } from '../categories/bankCategories.js';
import type { BankCategoryTable } from '../categories/bankCategories.js';
import { categoriseRow } from '../categories/categoriseRow.js';
import type { TransactionColumns } from './transactionColumns.js';

/** The bank-category table: the user's entries (any case) over the defaults. */
export function bankCategoryTable(userTable: BankCategoryTable | undefined): BankCategoryTable {
  if (userTable === undefined) return DEFAULT_BANK_CATEGORIES;
  const own = Object.entries(userTable).map(([bank, category]) => [
    bank.trim().toLowerCase(),
    category,
  ]);
  return { ...DEFAULT_BANK_CATEGORIES, ...Object.fromEntries(own) };
}

/**
 * Each row's category once its direction is settled (a file without signs is read in two steps:
 * rows are categorised as read, before their direction is known): the file's category cell, read
 * through the bank-category table (the user's entries over the defaults), or the heuristics.
 * `fileCategoryOf` gives each row's cell, empty when the file has no category column.
 */
export function settleCategories(
  transactions: TransactionColumns,
  fileCategoryOf: (index: number) => string,
  userTable?: BankCategoryTable,
): void {
  const table = bankCategoryTable(userTable);
  for (let i = 0; i < transactions.length; i++) {
    const { category, categorySource } = categoriseRow(
      transactions.description(i),
      transactions.type(i),
      fileCategoryOf(i),
      table,
    );
    transactions.setCategory(i, category, categorySource);
  }
}
