import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function ImportHeader() {
  return (
    <div className="page-header">
      <div>
        <h1>{paths.transactionImport.title}</h1>
        <p className="page-header__lead">
          Bring in a bank or accounting export. Nothing is saved until you press Import.
        </p>
      </div>
      <div className="page-header__actions">
        <Link className="button button--secondary" to={paths.transactions.path}>
          Back to Transactions
        </Link>
      </div>
    </div>
  );
}
