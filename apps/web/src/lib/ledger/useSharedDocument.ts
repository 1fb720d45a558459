import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { AuthContext } from '../auth/AuthContext';
import type { DocumentEdit, ServerDocument } from './serverDocument';

/**
 * Where a small document of the user's (recurring choices, planned items) is kept: in this browser
 * signed out, with the organisation's ledger on the server signed in. A module-level constant.
 */
export type SharedDocumentStore<T> = {
  /** Its value before the organisation's arrives. */
  empty: T;
  /** The localStorage key, so another tab's change applies here too. */
  storageKey: string;
  readLocal: () => T;
  /** False when the browser would not keep it (private mode, quota). */
  writeLocal: (value: T) => boolean;
  server: (orgId: string) => ServerDocument<T>;
};

/** The value shown, and whose it is: the organisation's (by id) or this browser's (null). */
/** `loaded`: the value is the kept one (the organisation's has arrived), not the empty stand-in. */
type Held<T> = { orgId: string | null; value: T; saved: boolean; loaded: boolean };

/**
 * The document as kept where the ledger is, and a way to change it; `saved` is false when the
 * last change could not be kept.
 */
export function useSharedDocument<T>(store: SharedDocumentStore<T>) {
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const server = useMemo(() => (orgId ? store.server(orgId) : undefined), [store, orgId]);
  const heldFor = useCallback(
    (id: string | null): Held<T> => ({
      orgId: id,
      value: id ? store.empty : store.readLocal(),
      saved: true,
      loaded: id === null,
    }),
    [store],
  );
  const [held, setHeld] = useState(() => heldFor(orgId));
  // Signed out, or in another organisation: its value from this render on, never the last one.
  if (held.orgId !== orgId) setHeld(heldFor(orgId));
  // The newest value a change builds on: two changes can come before the next render.
  const latest = useRef(held);
  const hold = useCallback((next: Held<T>) => {
    latest.current = next;
    setHeld(next);
  }, []);
  const markSaved = useCallback(
    (saved: boolean) => setHeld((now) => (now.orgId === orgId ? { ...now, saved } : now)),
    [orgId],
  );
  // Bumped to read the organisation's document again after the server changed it.
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    if (!server) return undefined;
    let live = true;
    server.load().then(
      (value) => {
        if (live) hold({ orgId, value, saved: true, loaded: true });
      },
      () => {
        if (live) markSaved(false);
      },
    );
    return () => {
      live = false;
    };
  }, [server, orgId, hold, markSaved, loads]);

  // Another tab's change applies here too.
  useEffect(() => {
    if (server) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === store.storageKey) hold(heldFor(null));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [server, store, hold, heldFor]);

  const change = useCallback(
    (edit: DocumentEdit<T>) => {
      const base = latest.current.orgId === orgId ? latest.current.value : heldFor(orgId).value;
      const next = edit(base);
      if (server) {
        hold({ orgId, value: next, saved: true, loaded: latest.current.loaded });
        server.apply(edit).then(
          () => markSaved(true),
          () => markSaved(false),
        );
      } else {
        hold({ orgId, value: next, saved: store.writeLocal(next), loaded: true });
      }
    },
    [server, store, orgId, hold, heldFor, markSaved],
  );

  /** Reads the kept document again, when something other than `change` (a pull) changed it. */
  const reload = useCallback(() => {
    if (server) setLoads((n) => n + 1);
    else hold(heldFor(null));
  }, [server, hold, heldFor]);

  return { value: held.value, saved: held.saved, loaded: held.loaded, change, reload };
}
