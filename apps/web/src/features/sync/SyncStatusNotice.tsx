import { Notice } from '../../components/ui/Notice';
import { syncStatusText } from '../../lib/ledger/sync/syncStatus';
import { useLedgerActions, useLedgerSync } from '../../lib/transactions/useLedger';

/**
 * What of this browser's changes the server does not have yet, while there is any, and what the
 * user must know of those it refused or that wrote over another member's.
 */
export function SyncStatusNotice() {
  const { syncStatus, syncNotice } = useLedgerSync();
  const { dismissSyncNotice } = useLedgerActions();
  const text = syncStatus ? syncStatusText(syncStatus) : '';
  return (
    <>
      {syncNotice && (
        <Notice tone="warning" onDismiss={dismissSyncNotice}>
          {syncNotice}
        </Notice>
      )}
      {text && <Notice tone={syncStatus?.offline ? 'warning' : 'info'}>{text}</Notice>}
    </>
  );
}
