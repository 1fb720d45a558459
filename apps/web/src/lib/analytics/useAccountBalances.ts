import { accountBalances, balancesInCurrency, cashPosition } from '@cashline/core';
import type {
  Account,
  AccountBalance,
  CashPosition,
  ConvertedBalances,
  IsoDate,
  Transaction,
} from '@cashline/core';
import { useContext, useMemo } from 'react';
import { LedgerContext, LedgerRowsContext } from '../transactions/ledgerContexts';
import { useReporting } from './useReporting';

export type AccountPositions = {
  accounts: Account[];
  /** Per account id, each in its own currency. */
  balances: Map<string, AccountBalance>;
  /** The consolidated position, in the reporting currency. */
  position: CashPosition;
  /** With accounts in other currencies: the as-of rates' date and the currencies with no rate. */
  converted: ConvertedBalances | null;
};

const NO_TRANSACTIONS: Transaction[] = [];
const NO_ACCOUNTS: Account[] = [];

/**
 * Each account's balance and the consolidated position, as of the date. A page rendered without
 * the store (a test of the page alone) has no accounts.
 */
export function useAccountBalances(asOf: IsoDate): AccountPositions {
  const store = useContext(LedgerContext);
  const transactions = useContext(LedgerRowsContext)?.transactions ?? NO_TRANSACTIONS;
  const accounts = store?.accounts ?? NO_ACCOUNTS;
  const reporting = useReporting(accounts);
  return useMemo(() => {
    const list = accountBalances(transactions, accounts, asOf);
    const converted =
      reporting === null ? null : balancesInCurrency(list, accounts, reporting, asOf);
    return {
      accounts,
      balances: new Map(list.map((b) => [b.accountId, b])),
      position: converted?.position ?? cashPosition(list, accounts),
      converted,
    };
  }, [transactions, accounts, asOf, reporting]);
}
