import { Notice } from '../../components/ui/Notice';
import { syncStatusText } from '../../lib/ledger/sync/syncStatus';
import { useTransactions } from '../../lib/transactions/useTransactions';

/** What of this browser's changes the server does not have yet, while there is any. */
export function SyncStatusNotice() {
  const { syncStatus } = useTransactions();
  const text = syncStatus ? syncStatusText(syncStatus) : '';
  if (!text) return null;
  return <Notice tone={syncStatus?.offline ? 'warning' : 'info'}>{text}</Notice>;
}
