import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';

/** The transactions page filters (app.md section 5). Empty or missing fields do not filter. */
export type TransactionFilters = {
  /** Case-insensitive substring of the description. */
  search?: string;
  /** Exact category. */
  category?: string;
  /** Inclusive first date. */
  startDate?: IsoDate;
  /** Inclusive last date. */
  endDate?: IsoDate;
  /** Minimum of the absolute amount, in currency units. */
  minAmount?: number;
  /** Maximum of the absolute amount, in currency units. */
  maxAmount?: number;
};

/** Keeps the transactions that pass every filter that is set, in their original order. */
export function filterTransactions(
  transactions: readonly Transaction[],
  filters: TransactionFilters,
): Transaction[] {
  const search = filters.search?.trim().toLowerCase() ?? '';
  const category = filters.category ?? '';
  const startDate = filters.startDate ?? '';
  const endDate = filters.endDate ?? '';
  const { minAmount, maxAmount } = filters;
  return transactions.filter((t) => {
    if (search !== '' && !t.description.toLowerCase().includes(search)) return false;
    if (category !== '' && t.category !== category) return false;
    if (startDate !== '' && t.date < startDate) return false;
    if (endDate !== '' && t.date > endDate) return false;
    const size = Math.abs(t.amount);
    if (minAmount !== undefined && size < minAmount) return false;
    if (maxAmount !== undefined && size > maxAmount) return false;
    return true;
  });
}

/** The distinct categories, sorted, for the category filter's options. */
export function categoriesOf(transactions: readonly Transaction[]): string[] {
  return categoriesIn(new Set(transactions.map((t) => t.category)));
}

/** The categories named in a count of rows by category (`countsOf`), as `categoriesOf` lists them. */
export function categoriesIn(
  categories: ReadonlySet<string> | ReadonlyMap<string, number>,
): string[] {
  return [...categories.keys()].sort((a, b) => a.localeCompare(b));
}
