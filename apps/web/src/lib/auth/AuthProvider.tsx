import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from './AuthContext';
import type { AuthContextValue, AuthState } from './AuthContext';
import { ApiError } from '../api/apiClient';
import { forgetLedgerCopies } from '../ledger/sync/forgetLedgerCopies';
import { fetchMe, setActiveOrganization, signOut as signOutOnServer } from './authApi';
import { rememberSession, rememberedSession } from './rememberedSession';

async function loadState(): Promise<AuthState> {
  try {
    const me = await fetchMe();
    rememberSession(me);
    return me ? { status: 'signed-in', me } : { status: 'signed-out', me: null };
  } catch (error) {
    // The server cannot be reached: the session it last confirmed (its ledger has a copy here),
    // else the browser-only app, signed out.
    const remembered = error instanceof ApiError ? null : rememberedSession();
    return remembered
      ? { status: 'signed-in', me: remembered }
      : { status: 'signed-out', me: null };
  }
}

/** The server session: who is signed in and in which organisations, asked once on load. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', me: null });

  const refresh = useCallback(async () => setState(await loadState()), []);

  useEffect(() => {
    let live = true;
    void loadState().then((loaded) => {
      if (live) setState(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const leaving = state.me;
  const signOut = useCallback(async () => {
    await signOutOnServer();
    rememberSession(null);
    setState({ status: 'signed-out', me: null });
    if (leaving) {
      const orgIds = leaving.organizations.map((organization) => organization.id);
      await forgetLedgerCopies(leaving.user.id, orgIds);
    }
  }, [leaving]);

  const switchOrganization = useCallback(
    async (organizationId: string) => {
      await setActiveOrganization(organizationId);
      await refresh();
    },
    [refresh],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, refresh, signOut, switchOrganization }),
    [state, refresh, signOut, switchOrganization],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
