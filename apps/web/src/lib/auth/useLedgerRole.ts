import { useContext } from 'react';
import { AuthContext } from './AuthContext';
import { roleAtLeast } from './authApi';
import type { Role } from './authApi';

export type LedgerRole = {
  /** The member's role in the active organisation; null for the browser-only ledger (signed out). */
  role: Role | null;
  /** True while the server is still being asked who is signed in: nothing is offered yet. */
  loading: boolean;
  /** May change the ledger: an editor or above, or anyone on the browser-only ledger. */
  canEdit: boolean;
  /** May manage the organisation's connections (QuickBooks): an owner or admin, or signed out. */
  canManage: boolean;
};

/**
 * What the person using the app may do with the ledger they see. The same organisation the ledger
 * is read from (the active one); with none, the ledger is this browser's own and everything is
 * allowed. The server enforces the same limits; this only keeps pages from offering the rest.
 */
export function useLedgerRole(): LedgerRole {
  const auth = useContext(AuthContext);
  if (auth?.status === 'loading') {
    return { role: null, loading: true, canEdit: false, canManage: false };
  }
  const me = auth?.status === 'signed-in' ? auth.me : null;
  const role = me?.organizations.find((o) => o.id === me.activeOrganizationId)?.role ?? null;
  if (role === null) return { role, loading: false, canEdit: true, canManage: true };
  return {
    role,
    loading: false,
    canEdit: roleAtLeast(role, 'editor'),
    canManage: roleAtLeast(role, 'admin'),
  };
}
