import { accountsInUse, isLiability } from '@cashline/core';
import type { IsoDate } from '@cashline/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Transaction } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { useAccountBalances } from '../../lib/analytics/useAccountBalances';
import { useAccountCurrency } from '../../lib/analytics/useAccountCurrency';
import { LedgerRowsContext } from '../../lib/transactions/ledgerContexts';
import { useFormat } from '../../lib/format/useFormat';
import { CashPositionCards } from './CashPositionCards';

const NO_TRANSACTIONS: readonly Transaction[] = [];

/**
 * Total cash, what cards and loans owe, and each open account's balance: shown once the ledger has
 * more than one account in use (one never used, such as an empty "Main account", is not listed).
 */
export function AccountBalancesPanel({
  asOf,
  compact = false,
}: {
  asOf: IsoDate;
  /** The accounts alone, without the total cards (the dashboard, whose first card says them). */
  compact?: boolean;
}) {
  const { accounts: all, balances, position } = useAccountBalances(asOf);
  const transactions = useContext(LedgerRowsContext)?.transactions ?? NO_TRANSACTIONS;
  const accounts = useMemo(() => accountsInUse(all, transactions), [all, transactions]);
  const format = useFormat();
  const currencyOf = useAccountCurrency().ofAccount;
  if (accounts.length < 2) return null;
  return (
    <section className="card" aria-labelledby="account-balances-title">
      <h2 id="account-balances-title" className="card__title">
        Cash by account
      </h2>
      {compact ? null : <CashPositionCards position={position} showOwed />}
      <ul className="account-balances">
        {accounts
          .filter((a) => !a.archived)
          .map((account) => {
            const cents = balances.get(account.id)?.balanceCents ?? 0;
            // Each account in its own currency, as its statements show it.
            const money = (amount: number) => format.moneyIn(amount, currencyOf(account));
            return (
              <li key={account.id}>
                <span>{account.name}</span>{' '}
                <strong>
                  {isLiability(account.kind)
                    ? `${money(Math.abs(cents) / 100)} ${cents <= 0 ? 'owed' : 'in credit'}`
                    : money(cents / 100)}
                </strong>
              </li>
            );
          })}
      </ul>
      <Link to={paths.accounts.path}>Manage accounts</Link>
    </section>
  );
}
