import { accountIdOf, DEFAULT_ACCOUNT_ID, defaultAccount } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';

/**
 * Brings data stored before accounts existed into today's shape: every transaction belongs to an
 * account (those without one to "Main account"), and that account exists. Transactions that
 * already carry an account are kept as they are (the same objects), so a migrated list costs one
 * pass. The default account opens at 0 on the oldest transaction's date (today when there is none),
 * so the balance every page shows is what it was before.
 */
export function withAccounts(
  transactions: Transaction[],
  accounts: Account[],
  today: string,
): { transactions: Transaction[]; accounts: Account[] } {
  let oldest: string | null = null;
  let needsDefault = accounts.length === 0;
  let changed = false;
  const migrated = transactions.map((t) => {
    if (oldest === null || t.date < oldest) oldest = t.date;
    if (t.accountId !== undefined) {
      if (t.accountId === DEFAULT_ACCOUNT_ID) needsDefault = true;
      return t;
    }
    needsDefault = true;
    changed = true;
    return { ...t, accountId: accountIdOf(t) };
  });
  const hasDefault = accounts.some((a) => a.id === DEFAULT_ACCOUNT_ID);
  return {
    transactions: changed ? migrated : transactions,
    accounts:
      needsDefault && !hasDefault ? [defaultAccount(oldest ?? today), ...accounts] : accounts,
  };
}
