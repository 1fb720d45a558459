import { isUnusedAccount, transactionCounts } from '@cashline/core';
import type { Account, Transaction } from '@cashline/core';
import { useContext, useId, useMemo } from 'react';
import { useAccountScope } from '../../lib/analytics/AccountScopeContext';
import { LedgerContext, LedgerRowsContext } from '../../lib/transactions/ledgerContexts';

const ALL = '';
const NONE: readonly Account[] = [];
const NO_TRANSACTIONS: readonly Transaction[] = [];

/**
 * Filters the analytics pages to one account or all; shown once more than one account is in use
 * (an account never used would filter to nothing). The chosen account stays listed.
 */
export function AccountScopeSelect() {
  const store = useContext(LedgerContext);
  const all = store?.accounts ?? NONE;
  const transactions = useContext(LedgerRowsContext)?.transactions ?? NO_TRANSACTIONS;
  const scope = useAccountScope();
  const accounts = useMemo(() => {
    const counts = transactionCounts(transactions);
    return all.filter((a) => a.id === scope.accountId || !isUnusedAccount(a, counts));
  }, [all, transactions, scope.accountId]);
  const id = useId();
  if (accounts.length < 2) return null;
  return (
    <>
      <label htmlFor={id} className="as-of__label">
        Account
      </label>
      <select
        id={id}
        value={scope.accountId ?? ALL}
        onChange={(e) => scope.choose(e.target.value === ALL ? null : e.target.value)}
      >
        <option value={ALL}>All accounts</option>
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </>
  );
}
