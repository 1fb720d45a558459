import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MoveLedgerOffer } from '../../features/ledgerMove/MoveLedgerOffer';
import { SyncStatusNotice } from '../../features/sync/SyncStatusNotice';
import { useTransactionExport } from '../../lib/export/useTransactionExport';
import { useLedgerActions, useLedgerSync } from '../../lib/transactions/useLedger';
import { Notice } from '../ui/Notice';
import { Footer } from './Footer';
import { Header } from './Header';

export type LayoutProps = {
  /** Replaces the default Import (open the import page). */
  onImport?: () => void;
  /** Replaces the default Export (every stored transaction as CSV). */
  onExport?: () => void;
};

/** The shared frame: sticky header (with its import and export handlers), main content, footer. */
export function Layout({ onImport, onExport }: LayoutProps = {}) {
  const navigate = useNavigate();
  const { storageError, syncStatus } = useLedgerSync();
  // The rows are read when Export is pressed: the frame shows none, so it renders for no edit.
  const { dismissStorageError, readTransactions } = useLedgerActions();
  const { state: exportState, exportTransactions, dismiss } = useTransactionExport();

  return (
    <div className="frame">
      <Header
        onImport={onImport ?? (() => void navigate(paths.transactionImport.path))}
        onExport={onExport ?? (() => void readTransactions().then(exportTransactions))}
        exporting={exportState.status === 'exporting'}
        waiting={syncStatus?.waiting ?? 0}
      />
      <div className="frame__notices">
        <MoveLedgerOffer />
        <SyncStatusNotice />
        {storageError && (
          <Notice tone="error" onDismiss={dismissStorageError}>
            {storageError}
          </Notice>
        )}
        {'message' in exportState && (
          <Notice
            tone={exportState.status === 'done' ? 'success' : exportState.status}
            onDismiss={dismiss}
          >
            {exportState.message}
          </Notice>
        )}
      </div>
      <main id="main" className="frame__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* A new page opens at its top (not where the last one was scrolled to); Back restores. */}
      <ScrollRestoration />
    </div>
  );
}
