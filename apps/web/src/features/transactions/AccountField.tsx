import type { Account } from '@cashline/core';

type Props = {
  value: string;
  accounts: readonly Pick<Account, 'id' | 'name' | 'archived'>[];
  onChange: (accountId: string) => void;
};

/**
 * Which of the business's accounts the transaction is in; shown only when there is more than one
 * to choose from. An archived account is offered only when the transaction is in it already.
 */
export function AccountField({ value, accounts, onChange }: Props) {
  const choices = accounts.filter((account) => !account.archived || account.id === value);
  if (choices.length < 2) return null;
  return (
    <div className="field">
      <label htmlFor="tx-account">Account</label>
      <select id="tx-account" value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
    </div>
  );
}
