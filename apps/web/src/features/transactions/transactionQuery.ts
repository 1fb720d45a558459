import { fromCents, toCents } from '@cashline/core';
import type { Transaction } from '@cashline/core';

export type TransactionFilters = {
  search: string;
  category: string;
  startDate: string;
  endDate: string;
  minAmount: string;
  maxAmount: string;
};

export const emptyFilters: TransactionFilters = {
  search: '',
  category: '',
  startDate: '',
  endDate: '',
  minAmount: '',
  maxAmount: '',
};

export type SortKey = 'date' | 'description' | 'category' | 'amount' | 'balance';
export type SortOrder = { key: SortKey; direction: 'asc' | 'desc' };

export function hasActiveFilters(filters: TransactionFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

function parseBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? Math.abs(value) : undefined;
}

/**
 * app.md section 5: search is a case-insensitive substring of the description, category an exact
 * match, dates inclusive, min and max compare the absolute amount. `lowered` holds each
 * description already lower-cased (same order as `list`) so a keystroke does not redo that work.
 */
export function filterTransactions(
  list: readonly Transaction[],
  filters: TransactionFilters,
  lowered: readonly string[] = list.map((t) => t.description.toLowerCase()),
): Transaction[] {
  const needle = filters.search.trim().toLowerCase();
  const min = parseBound(filters.minAmount);
  const max = parseBound(filters.maxAmount);
  const { category, startDate, endDate } = filters;
  if (!needle && !category && !startDate && !endDate && min === undefined && max === undefined) {
    return list.slice();
  }
  const out: Transaction[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i] as Transaction;
    if (needle && !(lowered[i] ?? '').includes(needle)) continue;
    if (category && t.category !== category) continue;
    if (startDate && t.date < startDate) continue;
    if (endDate && t.date > endDate) continue;
    const size = Math.abs(t.amount);
    if (min !== undefined && size < min) continue;
    if (max !== undefined && size > max) continue;
    out.push(t);
  }
  return out;
}

const numericValue: Record<
  'date' | 'amount' | 'balance',
  (t: Transaction) => number | string | undefined
> = {
  date: (t) => t.date,
  amount: (t) => t.amount,
  balance: (t) => t.balance,
};

/**
 * A sorted copy; ties keep the stored order (newest additions first). Text columns compare
 * lower-cased keys computed once per row: 200,000 rows sort in a fraction of what localeCompare takes.
 * Rows without a balance sort after those with one, in both directions.
 */
export function sortTransactions(list: readonly Transaction[], order: SortOrder): Transaction[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  const keys: (string | number | undefined)[] =
    order.key === 'description' || order.key === 'category'
      ? list.map((t) => t[order.key as 'description' | 'category'].toLowerCase())
      : list.map(numericValue[order.key]);
  const index = list.map((_, i) => i);
  index.sort((i, j) => {
    const a = keys[i];
    const b = keys[j];
    if (a === undefined || b === undefined) {
      if (a === b) return i - j;
      return a === undefined ? 1 : -1;
    }
    const compared = a < b ? -1 : a > b ? 1 : 0;
    return compared === 0 ? i - j : sign * compared;
  });
  return index.map((i) => list[i] as Transaction);
}

export type TransactionSummary = {
  count: number;
  inflows: number;
  outflows: number;
  net: number;
};

/** Totals summed in integer cents (decisions.md); outflows are reported as a positive figure. */
export function summarise(list: readonly Transaction[]): TransactionSummary {
  let inflowCents = 0;
  let outflowCents = 0;
  for (const t of list) {
    const cents = toCents(t.amount);
    if (cents > 0) inflowCents += cents;
    else outflowCents -= cents;
  }
  return {
    count: list.length,
    inflows: fromCents(inflowCents),
    outflows: fromCents(outflowCents),
    net: fromCents(inflowCents - outflowCents),
  };
}
