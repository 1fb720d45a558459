import { Link } from 'react-router-dom';
import { DownloadIcon, PlusIcon, UploadIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';

type Props = {
  storageLabel: string;
  exporting: boolean;
  onExport: () => void;
  /** Offers import and add; a viewer gets export and the lists only. */
  canEdit: boolean;
};

/** The transactions page's title and its actions. */
export function TransactionsHeader({ storageLabel, exporting, onExport, canEdit }: Props) {
  return (
    <div className="page-header">
      <div>
        <h1>{paths.transactions.title}</h1>
        <p className="page-header__lead">
          Every inflow and outflow, searchable and sortable.
          {storageLabel && <span className="storage-label"> {storageLabel}.</span>}
        </p>
      </div>
      <div className="page-header__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onExport}
          disabled={exporting}
        >
          <DownloadIcon size={16} />
          {exporting ? 'Exporting...' : 'Export Data'}
        </button>
        {canEdit && (
          <Link className="button button--secondary" to={paths.transactionImport.path}>
            <UploadIcon size={16} />
            Import CSV
          </Link>
        )}
        <Link className="button button--secondary" to={paths.transactionCategories.path}>
          Categories
        </Link>
        <Link className="button button--secondary" to={paths.transactionRules.path}>
          Rules
        </Link>
        {canEdit && (
          <Link className="button button--primary" to={paths.transactionAdd.path}>
            <PlusIcon size={16} />
            Add Transaction
          </Link>
        )}
      </div>
    </div>
  );
}
