import type { Transaction } from '../transaction.js';
import { countsOf } from '../transactions/rowDelta.js';
import { accountIdOf, DEFAULT_ACCOUNT_ID } from './account.js';
import type { Account } from './account.js';

/** How many transactions each account holds, by account id. */
export function transactionCounts(transactions: readonly Transaction[]): Map<string, number> {
  return countsOf(transactions, accountIdOf);
}

/**
 * The accounts some transaction belongs to, asked by id: a set of them, or the counts by account
 * (`transactionCounts`, which holds no account with none).
 */
export type AccountsWithRows = Pick<ReadonlySet<string>, 'has'>;

/** An account nothing has used: no transaction, no opening balance and no low-cash threshold. */
export function isUnusedAccount(account: Account, withRows: AccountsWithRows): boolean {
  return (
    !withRows.has(account.id) &&
    account.openingBalance === 0 &&
    account.lowCashThreshold === undefined
  );
}

/**
 * The accounts that hold money or history: what a cash-by-account view and an account filter list.
 * An account never used shows $0.00 and filters to nothing, so it is left out (all of them, when
 * none is used yet: then there is nothing to list).
 */
export function accountsInUse(
  accounts: readonly Account[],
  transactions: readonly Transaction[],
): Account[] {
  return accountsUsedIn(accounts, transactionCounts(transactions));
}

/** `accountsInUse` from the accounts the transactions belong to. */
export function accountsUsedIn(
  accounts: readonly Account[],
  withRows: AccountsWithRows,
): Account[] {
  return accounts.filter((account) => !isUnusedAccount(account, withRows));
}

/**
 * The accounts to manage and to choose from when adding or importing: every account but the app's
 * own default one ("Main account") while it is unused and another account exists, as after a first
 * import into a newly named account. An account the user made stays, empty or not: it is waiting
 * for its first import.
 */
export function accountsToOffer(
  accounts: readonly Account[],
  withRows: AccountsWithRows,
): Account[] {
  if (accounts.length < 2) return [...accounts];
  return accounts.filter(
    (account) => account.id !== DEFAULT_ACCOUNT_ID || !isUnusedAccount(account, withRows),
  );
}
