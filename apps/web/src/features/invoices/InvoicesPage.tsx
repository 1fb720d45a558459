import { applyMatchedPayment, fromCents, toCents } from '@cashline/core';
import type { OpenItem } from '@cashline/core';
import { useState } from 'react';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useOpenItems } from '../../lib/invoices/OpenItemsContext';
import { useSettings } from '../../lib/settings/useSettings';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { useToday } from '../../lib/useToday';
import { ItemForm } from './ItemForm';
import { ItemsImport } from './ItemsImport';
import { ItemsTable } from './ItemsTable';
import { PaymentMatches } from './PaymentMatches';
import { QuickBooksItemsPull } from './QuickBooksItemsPull';
import './invoices.css';

/** The item paid in full today: its balance becomes a payment. */
function paidToday(item: OpenItem, today: string): OpenItem {
  const date = today < item.issueDate ? item.issueDate : today;
  const amount = fromCents(toCents(item.balance));
  return { ...item, balance: 0, payments: [...item.payments, { date, amount }] };
}

/**
 * Invoices the business sent and bills it received, open and paid: the forecast places the open
 * ones when their customers' habits say they will be paid.
 */
export function InvoicesPage() {
  const { items, add, remove, saved } = useOpenItems();
  const { canEdit } = useLedgerRole();
  const { currency } = useSettings().settings.preferences;
  const today = useToday();
  const { transactions } = useLedgerRows();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <section className="page invoices-page">
      <div className="page-header">
        <div>
          <h1>{paths.invoices.title}</h1>
          <p className="page-header__lead">
            What customers owe you and what you owe vendors. The forecast expects each open invoice
            when its customer usually pays, learnt from the invoices they paid.
          </p>
        </div>
      </div>
      <ViewOnlyNotice />
      {!saved && (
        <Notice tone="error">
          The last change could not be saved; the list shows what is kept.
        </Notice>
      )}
      {message && (
        <Notice tone="success" onDismiss={() => setMessage(null)}>
          {message}
        </Notice>
      )}
      {canEdit && <QuickBooksItemsPull />}
      {canEdit && (
        <div className="invoices-page__inputs">
          <ItemsImport
            kept={items}
            onImport={(imported, fileName) => {
              add(imported);
              setMessage(`Imported ${imported.length} from ${fileName}.`);
            }}
          />
          <ItemForm
            taken={(id) => items.some((item) => item.id === id)}
            onAdd={(item) => {
              add([item]);
              setMessage(`Added ${item.kind} ${item.number} of ${item.party}.`);
            }}
          />
        </div>
      )}
      <PaymentMatches
        transactions={transactions}
        items={items}
        currency={currency}
        canEdit={canEdit}
        onMatch={(item, tx) => {
          add([applyMatchedPayment(item, tx)]);
          setMessage(`Matched ${tx.description} of ${tx.date} to ${item.number} of ${item.party}.`);
        }}
      />
      <ItemsTable
        items={items}
        currency={currency}
        canEdit={canEdit}
        onPaid={(item) => add([paidToday(item, today)])}
        onRemove={(item) => remove(item.id)}
      />
    </section>
  );
}
