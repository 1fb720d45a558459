import { ACCOUNT_KIND_LABELS, isLiability, isLiabilityInCredit } from '@cashline/core';
import type { Account, AccountBalance } from '@cashline/core';
import { Notice } from '../../components/ui/Notice';
import { useAccountCurrency } from '../../lib/analytics/useAccountCurrency';
import { useFormat } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

type AccountListProps = {
  accounts: readonly Account[];
  balances: ReadonlyMap<string, AccountBalance>;
  busy: boolean;
  /** Edit and archive, for someone who may change the ledger; without them the list only reads. */
  actions?: {
    onEdit: (account: Account) => void;
    onArchive: (account: Account, archived: boolean) => void;
  };
};

/** Every account with its balance (owed for cards and loans) and last transaction date. */
export function AccountList({ accounts, balances, busy, actions }: AccountListProps) {
  const format = useFormat();
  const currencyOf = useAccountCurrency().ofAccount;
  // A card or loan holding money is almost always one whose debt at its opening was never entered.
  const inCredit = accounts.filter(
    (a) =>
      !a.archived && isLiabilityInCredit(a.kind, (balances.get(a.id)?.balanceCents ?? 0) / 100),
  );
  return (
    <>
      {inCredit.length > 0 && (
        <Notice tone="warning">
          {inCredit.map((a) => (
            <p key={a.id}>
              {a.name} shows{' '}
              {format.moneyIn((balances.get(a.id)?.balanceCents ?? 0) / 100, currencyOf(a))} in
              credit. A {ACCOUNT_KIND_LABELS[a.kind].toLowerCase()} rarely holds money: enter what
              it owed on its opening date with Edit.
            </p>
          ))}
        </Notice>
      )}
      <TableScroll>
        <table className="data-table data-table--stack">
          <caption className="visually-hidden">Accounts</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Kind</th>
              <th scope="col">Balance</th>
              <th scope="col">Last transaction</th>
              {actions && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const balance = balances.get(account.id);
              const cents = balance?.balanceCents ?? 0;
              const owed = isLiability(account.kind);
              // In the account's own currency, as its statements show it.
              const money = (amount: number) => format.moneyIn(amount, currencyOf(account));
              return (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name}
                    {account.archived && <span className="badge"> (archived)</span>}
                  </th>
                  <td data-label="Kind">{ACCOUNT_KIND_LABELS[account.kind]}</td>
                  <td data-label="Balance">
                    {owed
                      ? `${money(Math.abs(cents) / 100)} ${cents <= 0 ? 'owed' : 'in credit'}`
                      : money(cents / 100)}
                  </td>
                  <td data-label="Last transaction">
                    {balance?.lastDate ? format.date(balance.lastDate) : 'None yet'}
                  </td>
                  {actions && (
                    <td className="data-table__actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Edit ${account.name}`}
                        onClick={() => actions.onEdit(account)}
                      >
                        Edit
                      </button>{' '}
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={busy}
                        aria-label={`${account.archived ? 'Restore' : 'Archive'} ${account.name}`}
                        onClick={() => actions.onArchive(account, !account.archived)}
                      >
                        {account.archived ? 'Restore' : 'Archive'}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
