import { Notice } from '../ui/Notice';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';

/** The message a page shows in place of its edit controls. */
export const VIEW_ONLY_MESSAGE = 'You can view this ledger; ask an owner or admin for edit access.';

/** One line saying the ledger is read-only for this member; nothing for anyone who may edit. */
export function ViewOnlyNotice() {
  const { role, canEdit } = useLedgerRole();
  if (canEdit || role === null) return null;
  return <Notice tone="info">{VIEW_ONLY_MESSAGE}</Notice>;
}
