import { formatCurrency } from '@cashline/core';
import type { OpenItem } from '@cashline/core';

type Props = {
  items: readonly OpenItem[];
  currency: string;
  canEdit: boolean;
  onPaid: (item: OpenItem) => void;
  onRemove: (item: OpenItem) => void;
};

const byDue = (a: OpenItem, b: OpenItem) =>
  a.dueDate.localeCompare(b.dueDate) || a.party.localeCompare(b.party);

/** The status of an item: what is still owed, or when it was paid. */
function status(item: OpenItem, currency: string): string {
  // A payment matched here that QuickBooks has not recorded yet.
  const stillOpen =
    item.quickBooksBalance === undefined
      ? ''
      : ` here, still open in QuickBooks (${formatCurrency(item.quickBooksBalance, currency)})`;
  if (item.balance > 0) {
    return item.payments.length > 0
      ? `Open: ${formatCurrency(item.balance, currency)} left${stillOpen}`
      : 'Open';
  }
  const last = item.payments.at(-1);
  return last ? `Paid ${last.date}${stillOpen}` : 'Closed';
}

/** Open items first (by due date), then paid ones. */
export function ItemsTable({ items, currency, canEdit, onPaid, onRemove }: Props) {
  const open = items.filter((item) => item.balance > 0).sort(byDue);
  const paid = items.filter((item) => item.balance <= 0).sort(byDue);
  if (items.length === 0) return <p>No invoices or bills yet: add one or import a CSV.</p>;
  return (
    <div className="table-wrapper">
      <table className="data-table" aria-label="Invoices and bills">
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Customer or vendor</th>
            <th scope="col">Number</th>
            <th scope="col">Amount</th>
            <th scope="col">Issued</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
            {canEdit && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {[...open, ...paid].map((item) => (
            <tr key={item.id}>
              <td>{item.kind === 'invoice' ? 'Invoice' : 'Bill'}</td>
              <td>{item.party}</td>
              <td>{item.number}</td>
              <td>{formatCurrency(item.amount, currency)}</td>
              <td>{item.issueDate}</td>
              <td>{item.dueDate}</td>
              <td>{status(item, currency)}</td>
              {canEdit && (
                <td>
                  {item.balance > 0 && (
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => onPaid(item)}
                      aria-label={`Mark ${item.number} of ${item.party} paid`}
                    >
                      Mark paid
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => onRemove(item)}
                    aria-label={`Remove ${item.number} of ${item.party}`}
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
