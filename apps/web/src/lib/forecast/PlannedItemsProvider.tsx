import type { PlannedItem } from '@cashline/core';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from '../auth/AuthContext';
import { PlannedItemsContext } from './PlannedItemsContext';
import {
  PLANNED_ITEMS_KEY,
  readPlannedItems,
  serverPlannedItems,
  writePlannedItems,
} from './plannedItemsStore';
import type { PlannedEdit } from './plannedItemsStore';

/** The items shown, and whose they are: the organisation's (by id) or this browser's (null). */
type Held = { orgId: string | null; items: readonly PlannedItem[]; saved: boolean };

function heldFor(orgId: string | null): Held {
  return { orgId, items: orgId ? [] : readPlannedItems(), saved: true };
}

/**
 * The planned one-off payments and receipts every forecast includes, kept where the ledger is: in
 * this browser, or (signed in) with the organisation's ledger on the server.
 */
export function PlannedItemsProvider({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const server = useMemo(() => (orgId ? serverPlannedItems(orgId) : undefined), [orgId]);
  const [held, setHeld] = useState(() => heldFor(orgId));
  // Signed out, or in another organisation: its items from this render on, never the last ones.
  if (held.orgId !== orgId) setHeld(heldFor(orgId));
  // The newest items an edit builds on: two edits can come before the next render.
  const latest = useRef(held);
  const hold = useCallback((next: Held) => {
    latest.current = next;
    setHeld(next);
  }, []);
  const markSaved = useCallback(
    (saved: boolean) => setHeld((now) => (now.orgId === orgId ? { ...now, saved } : now)),
    [orgId],
  );

  useEffect(() => {
    if (!server) return undefined;
    let live = true;
    server.load().then(
      (items) => {
        if (live) hold({ orgId, items, saved: true });
      },
      () => {
        if (live) markSaved(false);
      },
    );
    return () => {
      live = false;
    };
  }, [server, orgId, hold, markSaved]);

  // Another tab's change applies here too.
  useEffect(() => {
    if (server) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === PLANNED_ITEMS_KEY) hold(heldFor(null));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [server, hold]);

  const change = useCallback(
    (edit: PlannedEdit) => {
      const base = latest.current.orgId === orgId ? latest.current.items : heldFor(orgId).items;
      const next = edit(base);
      if (server) {
        hold({ orgId, items: next, saved: true });
        server.apply(edit).then(
          () => markSaved(true),
          () => markSaved(false),
        );
      } else {
        hold({ orgId, items: next, saved: writePlannedItems(next) });
      }
    },
    [server, orgId, hold, markSaved],
  );

  const value = useMemo(
    () => ({
      items: held.items,
      saved: held.saved,
      add: (item: PlannedItem) =>
        change((items) => [...items.filter((other) => other.id !== item.id), item]),
      remove: (id: string) => change((items) => items.filter((item) => item.id !== id)),
    }),
    [held, change],
  );
  return <PlannedItemsContext.Provider value={value}>{children}</PlannedItemsContext.Provider>;
}
