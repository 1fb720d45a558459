import { useContext, useId } from 'react';
import { useAccountScope } from '../../lib/analytics/AccountScopeContext';
import { TransactionContext } from '../../lib/transactions/TransactionProvider';

const ALL = '';

/** Filters the analytics pages to one account or all; shown once there is more than one account. */
export function AccountScopeSelect() {
  const accounts = useContext(TransactionContext)?.accounts ?? [];
  const scope = useAccountScope();
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
