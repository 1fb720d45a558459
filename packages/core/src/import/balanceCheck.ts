import { rowColumnsOf } from '../accounts/rowColumns.js';
import type { RowColumns } from '../accounts/rowColumns.js';
import { toCents } from '../money.js';

/** How many steps between consecutive balances the amounts explain, and how many they do not. */
export type BalanceCheck = { steps: number; disagree: number };

type Row = { amount: number; balance?: number };

/**
 * Checks the amounts against the file's balance column: between two consecutive rows that both
 * carry a balance, the balance moves by the amount (the newer row's). Files list oldest or newest
 * first, so both orders are tried and the better one counts. Null when there is nothing to check
 * (fewer than two consecutive balances). A wrong amount column (a running total, unsigned amounts)
 * disagrees at almost every step.
 */
export function checkAmountsAgainstBalance(rows: readonly Row[]): BalanceCheck | null {
  return checkAmountsAgainstBalanceOfColumns(rowColumnsOf(rows));
}

/** checkAmountsAgainstBalance over rows held in columns (NaN: no balance). */
export function checkAmountsAgainstBalanceOfColumns(
  columns: Pick<RowColumns, 'count' | 'amount' | 'balance'>,
): BalanceCheck | null {
  let steps = 0;
  let oldestFirst = 0;
  let newestFirst = 0;
  const { amount, balance } = columns;
  for (let i = 1; i < columns.count; i += 1) {
    if (Number.isNaN(balance[i - 1]!) || Number.isNaN(balance[i]!)) continue;
    steps += 1;
    const moved = toCents(balance[i]!) - toCents(balance[i - 1]!);
    if (moved === toCents(amount[i]!)) oldestFirst += 1;
    if (-moved === toCents(amount[i - 1]!)) newestFirst += 1;
  }
  if (steps === 0) return null;
  return { steps, disagree: steps - Math.max(oldestFirst, newestFirst) };
}
