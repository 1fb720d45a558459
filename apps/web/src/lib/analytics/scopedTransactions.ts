import { accountIdOf } from '@cashline/core';
import type { Transaction } from '@cashline/core';

/**
 * One account's transactions, computed once per list and account: the filtered list is the key the
 * analysis cache uses, so it must be the same array while nothing changes.
 */
const cache = new WeakMap<readonly Transaction[], Map<string, Transaction[]>>();

export function scopedTransactions(
  transactions: readonly Transaction[],
  accountId: string | null,
): readonly Transaction[] {
  if (accountId === null) return transactions;
  let byAccount = cache.get(transactions);
  if (byAccount === undefined) {
    byAccount = new Map();
    cache.set(transactions, byAccount);
  }
  let list = byAccount.get(accountId);
  if (list === undefined) {
    list = transactions.filter((t) => accountIdOf(t) === accountId);
    byAccount.set(accountId, list);
  }
  return list;
}
