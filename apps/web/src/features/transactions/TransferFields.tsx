import type { Account } from '@cashline/core';

type Props = {
  /** The account of the transaction being added or edited. */
  accountId: string;
  /** The account at the transfer's other end; '' until one is chosen. */
  otherAccountId: string;
  /** The transaction is the side money arrives in (its account is the To account). */
  receiving: boolean;
  accounts: readonly Pick<Account, 'id' | 'name' | 'archived'>[];
  onAccount: (accountId: string) => void;
  onOther: (accountId: string) => void;
};

/**
 * A transfer between two of the business's accounts: where the money leaves and where it arrives.
 * An archived account is offered only when the transfer is in it already.
 */
export function TransferFields({
  accountId,
  otherAccountId,
  receiving,
  accounts,
  onAccount,
  onOther,
}: Props) {
  const choices = (value: string) =>
    accounts.filter((account) => !account.archived || account.id === value);
  const field = (id: string, label: string, value: string, onChange: (id: string) => void) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {value === '' && <option value="">Choose an account</option>}
        {choices(value).map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
    </div>
  );
  return receiving ? (
    <>
      {field('tx-transfer-from', 'From account', otherAccountId, onOther)}
      {field('tx-transfer-to', 'To account', accountId, onAccount)}
    </>
  ) : (
    <>
      {field('tx-transfer-from', 'From account', accountId, onAccount)}
      {field('tx-transfer-to', 'To account', otherAccountId, onOther)}
    </>
  );
}
