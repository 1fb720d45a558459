import { accountIdOf } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { useCurrencyChoice } from '../format/useCurrencyChoice';
import { LedgerContext } from '../transactions/ledgerContexts';
import { needsConversion } from './useReporting';

const NO_ACCOUNTS: readonly Account[] = [];

export type AccountCurrency = {
  /** Whether accounts' amounts are in their own currencies (the ledger converts between them). */
  native: boolean;
  ofAccount: (account: Account) => string;
  ofTransaction: (transaction: Transaction) => string;
};

/**
 * The currency an account's own amounts are shown in: its own once the ledger converts between
 * currencies (each as its statement had it); else the display currency, as always.
 */
export function useAccountCurrency(): AccountCurrency {
  const accounts = useContext(LedgerContext)?.accounts ?? NO_ACCOUNTS;
  const { currency, chosen } = useCurrencyChoice();
  const native = needsConversion(accounts, currency, chosen);
  return useMemo(() => {
    const byId = new Map(accounts.map((a) => [a.id, a.currency]));
    return {
      native,
      ofAccount: (account) => (native ? account.currency : currency),
      ofTransaction: (transaction) =>
        (native ? byId.get(accountIdOf(transaction)) : undefined) ?? currency,
    };
  }, [accounts, currency, native]);
}
