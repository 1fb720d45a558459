import './integration.css';
import { Link } from 'react-router-dom';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';

/** /integration: where the app's data can come from. */
export function IntegrationsPage() {
  const { canEdit, canManage } = useLedgerRole();
  return (
    <section className="page integrations">
      <h1>{paths.integration.title}</h1>
      <p>Bring your transactions into Cashline from your accounting software or a file.</p>
      <ul className="integration-grid">
        <li className="integration-box integration-card">
          <h2>QuickBooks Online</h2>
          <p>
            Connect your QuickBooks Online company and pull a year of cash transactions: sales,
            deposits, payments, expenses and refunds.
          </p>
          <Link className="button" to={paths.quickbooks.path}>
            {canManage ? 'Connect QuickBooks' : 'QuickBooks status'}
          </Link>
        </li>
        <li className="integration-box integration-card">
          <h2>CSV Import</h2>
          <p>Import a bank statement or an accounting export saved as a CSV file.</p>
          {canEdit ? (
            <Link className="button" to={paths.transactionImport.path}>
              Import CSV
            </Link>
          ) : (
            <ViewOnlyNotice />
          )}
        </li>
        <li
          className="integration-box integration-card integration-card--soon"
          aria-disabled="true"
        >
          <h2>Xero</h2>
          <p>Pull transactions from your Xero organisation.</p>
          <button type="button" className="button" disabled>
            Coming Soon
          </button>
        </li>
        <li
          className="integration-box integration-card integration-card--soon"
          aria-disabled="true"
        >
          <h2>Bank Connections</h2>
          <p>Connect your bank accounts for automatic transaction feeds.</p>
          <button type="button" className="button" disabled>
            Coming Soon
          </button>
        </li>
      </ul>
    </section>
  );
}
