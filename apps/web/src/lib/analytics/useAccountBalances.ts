import { accountBalances, cashPosition } from '@cashline/core';
import type { Account, AccountBalance, CashPosition, IsoDate } from '@cashline/core';
import { useMemo } from 'react';
import { useTransactions } from '../transactions/useTransactions';

export type AccountPositions = {
  accounts: Account[];
  /** Per account id. */
  balances: Map<string, AccountBalance>;
  position: CashPosition;
};

/** Each account's balance and the consolidated position, as of the date. */
export function useAccountBalances(asOf: IsoDate): AccountPositions {
  const { transactions, accounts } = useTransactions();
  return useMemo(() => {
    const list = accountBalances(transactions, accounts, asOf);
    return {
      accounts,
      balances: new Map(list.map((b) => [b.accountId, b])),
      position: cashPosition(list, accounts),
    };
  }, [transactions, accounts, asOf]);
}
