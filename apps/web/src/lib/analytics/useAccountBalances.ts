import { accountBalances, cashPosition } from '@cashline/core';
import type { Account, AccountBalance, CashPosition, IsoDate, Transaction } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { TransactionContext } from '../transactions/TransactionProvider';

export type AccountPositions = {
  accounts: Account[];
  /** Per account id. */
  balances: Map<string, AccountBalance>;
  position: CashPosition;
};

const NO_TRANSACTIONS: Transaction[] = [];
const NO_ACCOUNTS: Account[] = [];

/**
 * Each account's balance and the consolidated position, as of the date. A page rendered without
 * the store (a test of the page alone) has no accounts.
 */
export function useAccountBalances(asOf: IsoDate): AccountPositions {
  const store = useContext(TransactionContext);
  const transactions = store?.transactions ?? NO_TRANSACTIONS;
  const accounts = store?.accounts ?? NO_ACCOUNTS;
  return useMemo(() => {
    const list = accountBalances(transactions, accounts, asOf);
    return {
      accounts,
      balances: new Map(list.map((b) => [b.accountId, b])),
      position: cashPosition(list, accounts),
    };
  }, [transactions, accounts, asOf]);
}
