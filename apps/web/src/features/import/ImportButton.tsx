import { countOf } from './importMessages';

type ImportButtonProps = {
  count: number;
  importing: boolean;
  /** Rows sent to the server so far, when the ledger is kept there. */
  sent: { rows: number; of: number } | null;
  disabled: boolean;
  onImport: () => void;
};

/** "Import 8 transactions", then what is being sent while it runs. */
export function ImportButton({ count, importing, sent, disabled, onImport }: ImportButtonProps) {
  return (
    <div className="import-actions">
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || importing || count === 0}
        onClick={onImport}
      >
        {importing
          ? sent
            ? `Sending ${sent.rows.toLocaleString('en-US')} of ${sent.of.toLocaleString('en-US')}...`
            : 'Importing...'
          : `Import ${countOf(count, 'transaction', 'transactions')}`}
      </button>
    </div>
  );
}
