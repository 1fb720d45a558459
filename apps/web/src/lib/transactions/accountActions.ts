import { DEFAULT_ACCOUNT_ID } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';
import { useMemo } from 'react';
import type { CurrencyChoice } from './currencyChoice';
import { newManualId } from './newTransactionId';
import {
  defaultAccountId,
  linkPairs,
  markUntracked,
  saveAccount,
  saveTransfer,
  setCashMinimum,
  setCurrencyChoice,
  unlinkPair,
} from './storeChanges';
import type { Change, StoreData } from './storeChanges';

/** What the store offers for accounts and transfers; each change is saved before it shows. */
export type AccountActions = {
  /** Adds or replaces an account; resolves with it as stored. */
  saveAccount: (account: Account) => Promise<Account>;
  linkTransfers: (pairs: readonly { outflowId: string; inflowId: string }[]) => Promise<void>;
  unlinkTransfer: (transferId: string) => Promise<void>;
  /** Marks one transaction as a transfer to or from an account that is not tracked. */
  markUntrackedTransfer: (transactionId: string) => Promise<void>;
  /**
   * Saves a transaction from the add or edit form (a new one has no id) as one side of a transfer
   * between the business's accounts, or with null as an ordinary transaction again.
   */
  saveTransfer: (
    leg: Omit<Transaction, 'id'> & { id?: string },
    otherAccountId: string | null,
  ) => Promise<void>;
  /** Sets (or, with null, clears) the minimum for total cash. */
  setCashMinimum: (minimum: number | null) => Promise<void>;
  /** Sets the reporting currency and the locale (see `CurrencyChoice`). */
  setCurrencyChoice: (choice: CurrencyChoice) => Promise<void>;
};

type Commit = <T>(change: (current: StoreData) => Change<T>) => Promise<T>;

/** The account and transfer actions, on the provider's one-at-a-time commit. */
export function useAccountActions(commit: Commit): AccountActions {
  return useMemo(
    () => ({
      saveAccount: (account) => commit((current) => saveAccount(current, account)),
      linkTransfers: (pairs) => commit((current) => linkPairs(current, pairs)),
      unlinkTransfer: (transferId) => commit((current) => unlinkPair(current, transferId)),
      markUntrackedTransfer: (transactionId) =>
        commit((current) => markUntracked(current, transactionId)),
      saveTransfer: (leg, otherAccountId) =>
        commit((current) =>
          saveTransfer(
            current,
            {
              ...leg,
              id: leg.id ?? newManualId(),
              accountId: leg.accountId ?? defaultAccountId(current.accounts) ?? DEFAULT_ACCOUNT_ID,
            },
            otherAccountId,
            newManualId,
          ),
        ),
      setCashMinimum: (minimum) => commit((current) => setCashMinimum(current, minimum)),
      setCurrencyChoice: (choice) => commit((current) => setCurrencyChoice(current, choice)),
    }),
    [commit],
  );
}
