import { formatCurrency, suggestInvoiceMatches } from '@cashline/core';
import type { OpenItem, Transaction } from '@cashline/core';
import { useMemo } from 'react';

type Props = {
  transactions: readonly Transaction[];
  items: readonly OpenItem[];
  currency: string;
  canEdit: boolean;
  onMatch: (item: OpenItem, transaction: Transaction) => void;
};

/** More would bury the best ones; matching one shows the next. */
const SHOWN = 10;

/**
 * Incoming transactions that look like the payment of an open invoice (same amount, the
 * customer's name in the description), with a Match action that records the payment.
 */
export function PaymentMatches({ transactions, items, currency, canEdit, onMatch }: Props) {
  const rows = useMemo(() => {
    const txById = new Map(transactions.map((tx) => [tx.id, tx]));
    const itemById = new Map(items.map((item) => [item.id, item]));
    return suggestInvoiceMatches(transactions, items)
      .slice(0, SHOWN)
      .flatMap((match) => {
        const tx = txById.get(match.transactionId);
        const item = itemById.get(match.itemId);
        return tx && item ? [{ match, tx, item }] : [];
      });
  }, [transactions, items]);
  if (rows.length === 0) return null;
  return (
    <section className="invoices-page__matches" aria-labelledby="payment-matches-title">
      <h2 id="payment-matches-title">Payments to match</h2>
      <p>Money that came in and looks like the payment of an open invoice.</p>
      <ul className="plain-list">
        {rows.map(({ match, tx, item }) => (
          <li key={match.transactionId}>
            <span>
              {tx.date} {tx.description}: {formatCurrency(tx.amount, currency)} for {item.number} of{' '}
              {item.party} ({formatCurrency(item.balance, currency)} open
              {match.reasons.includes('name') ? ', same name' : ''})
            </span>{' '}
            {canEdit && (
              <button
                type="button"
                className="button button--small"
                onClick={() => onMatch(item, tx)}
                aria-label={`Match ${tx.description} of ${tx.date} to ${item.number}`}
              >
                Match
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
