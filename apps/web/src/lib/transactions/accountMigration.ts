import { accountIdOf, DEFAULT_ACCOUNT_ID, defaultAccount } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';

/**
 * Brings data stored before accounts existed into today's shape: every transaction belongs to an
 * account (those without one to "Main account"), and that account exists. Transactions that
 * already carry an account are kept as they are (the same objects), and a list that needs nothing
 * is kept whole. The default account opens at 0 on the oldest transaction's date (today when there is none),
 * so the balance every page shows is what it was before.
 */
export function withAccounts(
  transactions: Transaction[],
  accounts: Account[],
  today: string,
): { transactions: Transaction[]; accounts: Account[] } {
  let oldest: string | null = null;
  let needsDefault = accounts.length === 0;
  let unplaced = 0;
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (oldest === null || t.date < oldest) oldest = t.date;
    if (t.accountId === undefined) unplaced += 1;
    else if (t.accountId === DEFAULT_ACCOUNT_ID) needsDefault = true;
  }
  if (unplaced > 0) needsDefault = true;
  // A list whose rows all have their account is kept as it is: a million rows make no new list.
  const migrated =
    unplaced === 0
      ? transactions
      : transactions.map((t) =>
          t.accountId === undefined ? { ...t, accountId: accountIdOf(t) } : t,
        );
  const hasDefault = accounts.some((a) => a.id === DEFAULT_ACCOUNT_ID);
  return {
    transactions: migrated,
    accounts:
      needsDefault && !hasDefault ? [defaultAccount(oldest ?? today), ...accounts] : accounts,
  };
}
