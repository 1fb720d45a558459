import type { FrozenForecast } from '@cashline/core';
import { useContext, useEffect, useState } from 'react';
import { AuthContext } from '../../lib/auth/AuthContext';
import { loadFrozenFromServer, readFrozenForecasts } from './frozenForecastStore';

export type FrozenForecastsState =
  | { status: 'loading' }
  | { status: 'ready'; frozen: readonly FrozenForecast[] }
  | { status: 'error' };

type Loaded = { orgId: string; state: FrozenForecastsState };

/**
 * The frozen forecasts where the ledger is: the organisation's from the server signed in, this
 * browser's signed out.
 */
export function useFrozenForecasts(): FrozenForecastsState {
  const auth = useContext(AuthContext);
  const orgId =
    auth?.status === 'loading'
      ? undefined
      : auth?.status === 'signed-in'
        ? auth.me.activeOrganizationId
        : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!orgId) return undefined;
    let live = true;
    loadFrozenFromServer(orgId).then(
      (frozen) => {
        if (live) setLoaded({ orgId, state: { status: 'ready', frozen } });
      },
      () => {
        if (live) setLoaded({ orgId, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [orgId]);
  const [local] = useState(() => readFrozenForecasts());
  if (orgId === undefined) return { status: 'loading' };
  if (orgId === null) return { status: 'ready', frozen: local };
  return loaded?.orgId === orgId ? loaded.state : { status: 'loading' };
}
