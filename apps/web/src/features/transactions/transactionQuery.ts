import { accountIdOf } from '@cashline/core';
import type { RowCriteria, Transaction } from '@cashline/core';

export type TransactionFilters = {
  search: string;
  category: string;
  /** An account id; empty for every account. */
  account: string;
  startDate: string;
  endDate: string;
  minAmount: string;
  maxAmount: string;
};

export const emptyFilters: TransactionFilters = {
  search: '',
  category: '',
  account: '',
  startDate: '',
  endDate: '',
  minAmount: '',
  maxAmount: '',
};

export function hasActiveFilters(filters: TransactionFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

function parseBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? Math.abs(value) : undefined;
}

/** The filters ready to apply: the search lower-cased, the amount bounds as numbers (core's). */
export type FilterCriteria = RowCriteria;

export function criteriaOf(filters: TransactionFilters): FilterCriteria {
  return {
    needle: filters.search.trim().toLowerCase(),
    category: filters.category,
    account: filters.account,
    startDate: filters.startDate,
    endDate: filters.endDate,
    min: parseBound(filters.minAmount),
    max: parseBound(filters.maxAmount),
  };
}

export function filtersNothing(c: FilterCriteria): boolean {
  return (
    !c.needle &&
    !c.category &&
    !c.account &&
    !c.startDate &&
    !c.endDate &&
    c.min === undefined &&
    c.max === undefined
  );
}

/**
 * The core's filter rules (app.md section 5): search is a case-insensitive substring of the
 * description (`lowered` is the description already lower-cased), category an exact match, the
 * account that of the transaction (none means the default account), dates
 * inclusive, min and max compare the absolute amount.
 */
export function passes(t: Transaction, lowered: string, c: FilterCriteria): boolean {
  if (c.needle && !lowered.includes(c.needle)) return false;
  if (c.category && t.category !== c.category) return false;
  if (c.account && accountIdOf(t) !== c.account) return false;
  if (c.startDate && t.date < c.startDate) return false;
  if (c.endDate && t.date > c.endDate) return false;
  const size = Math.abs(t.amount);
  if (c.min !== undefined && size < c.min) return false;
  if (c.max !== undefined && size > c.max) return false;
  return true;
}

/**
 * The transactions of `list` that pass the filters, in order. `lowered` holds each description
 * already lower-cased (same order as `list`) so a keystroke does not redo that work.
 */
export function filterTransactions(
  list: readonly Transaction[],
  filters: TransactionFilters,
  lowered: readonly string[] = list.map((t) => t.description.toLowerCase()),
): Transaction[] {
  const criteria = criteriaOf(filters);
  if (filtersNothing(criteria)) return list.slice();
  return list.filter((t, i) => passes(t, lowered[i] ?? '', criteria));
}
