import { useContext, useMemo } from 'react';
import { AuthContext } from '../auth/AuthContext';
import type { LedgerBackend } from './ledgerBackend';
import { localLedgerBackend } from './localLedgerBackend';
import { syncedLedgerBackend } from './sync/syncedLedgerBackend';

/**
 * The ledger this page works on: the active organisation's on the server when signed in, this
 * browser's otherwise. Undefined while the session is still being asked for.
 */
export function useLedgerBackend(): LedgerBackend | undefined {
  const auth = useContext(AuthContext);
  const status = auth?.status ?? 'signed-out';
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const userId = auth?.status === 'signed-in' ? auth.me.user.id : null;
  return useMemo(() => {
    if (status === 'loading') return undefined;
    return orgId && userId ? syncedLedgerBackend(orgId, userId) : localLedgerBackend();
  }, [status, orgId, userId]);
}
