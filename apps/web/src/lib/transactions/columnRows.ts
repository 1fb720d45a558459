import type { Transaction } from '@cashline/core';

/**
 * Row `i` with its amount and its balance read from their columns (a balance of NaN: none), who
 * set its category and its account, each only when it has one, keys in the order a chunk's
 * columns list them (transactionColumns.ts). Each shape is made whole in one literal: a field
 * added to an object afterwards costs it a second allocation for its properties (a million rows
 * read back, each with an account, made 20 MB more of them) and a hidden class per step. The
 * numbers are read here, not passed in: a number handed to a function is boxed on the way, two
 * boxes of garbage per row. A key is never present with an undefined value.
 */
export function rowMadeWhole(
  id: string,
  date: string,
  description: string,
  type: Transaction['type'],
  category: string,
  amounts: Float64Array,
  balances: Float64Array,
  i: number,
  categorySource: Transaction['categorySource'],
  accountId: string | undefined,
): Transaction {
  const amount = amounts[i] as number;
  const balance = balances[i] as number;
  if (Number.isNaN(balance)) {
    if (categorySource === undefined) {
      return accountId === undefined
        ? { id, date, description, amount, type, category }
        : { id, date, description, amount, type, category, accountId };
    }
    return accountId === undefined
      ? { id, date, description, amount, type, category, categorySource }
      : { id, date, description, amount, type, category, categorySource, accountId };
  }
  if (categorySource === undefined) {
    return accountId === undefined
      ? { id, date, description, amount, type, category, balance }
      : { id, date, description, amount, type, category, balance, accountId };
  }
  return accountId === undefined
    ? { id, date, description, amount, type, category, balance, categorySource }
    : { id, date, description, amount, type, category, balance, categorySource, accountId };
}
