import type { ReactNode } from 'react';
import type { Transaction } from '@cashline/core';
import { EmptyState } from './EmptyState';
import type { Formatters } from '../../lib/format/useFormat';
import { useAccountCurrency } from '../../lib/analytics/useAccountCurrency';

type RecentTransactionsProps = {
  title: string;
  transactions: readonly Transaction[];
  format: Formatters;
  emptyMessage: string;
  /** Shown beside the title, e.g. the dashboard's View all link. */
  action?: ReactNode;
};

/** A short list of transactions, newest first as given: date, description, category, amount. */
export function RecentTransactions({
  title,
  transactions,
  format,
  emptyMessage,
  action,
}: RecentTransactionsProps) {
  const currencyOf = useAccountCurrency().ofTransaction;
  return (
    <section className="card recent-transactions" aria-label={title}>
      <div className="card__header">
        <h3 className="card__title">{title}</h3>
        {action}
      </div>
      {transactions.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className="recent-list">
          {transactions.map((transaction) => (
            <li key={transaction.id} className="recent-list__item">
              <span className="recent-list__main">
                <span className="recent-list__description">{transaction.description}</span>
                <span className="recent-list__meta">
                  {format.date(transaction.date)} · {transaction.category}
                </span>
              </span>
              <span
                className={
                  transaction.amount < 0 ? 'amount amount--outflow' : 'amount amount--inflow'
                }
              >
                {format.moneyIn(transaction.amount, currencyOf(transaction))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
