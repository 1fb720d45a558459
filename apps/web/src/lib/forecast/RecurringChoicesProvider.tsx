import type { RecurringChoice, RecurringChoices } from '@cashline/core';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from '../auth/AuthContext';
import { RecurringChoicesContext } from './RecurringChoicesContext';
import {
  RECURRING_CHOICES_KEY,
  readRecurringChoices,
  writeRecurringChoices,
} from './recurringChoicesStorage';
import { serverRecurringChoices } from './serverRecurringChoices';

/** The choices shown, and whose they are: the organisation's (by id) or this browser's (null). */
type Held = { orgId: string | null; choices: RecurringChoices; saved: boolean };

/** This browser's choices are read at once; an organisation's have none until they arrive. */
function heldFor(orgId: string | null): Held {
  return { orgId, choices: orgId ? {} : readRecurringChoices(), saved: true };
}

/**
 * The user's choices of detected recurring series, shared by every page and kept where the ledger
 * is: in this browser, or (signed in) with the organisation's ledger on the server.
 */
export function RecurringChoicesProvider({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const server = useMemo(() => (orgId ? serverRecurringChoices(orgId) : undefined), [orgId]);
  const [held, setHeld] = useState(() => heldFor(orgId));
  // Signed out, or in another organisation: its choices from this render on, never the last ones.
  if (held.orgId !== orgId) setHeld(heldFor(orgId));
  // The newest choices a choice builds on: two choices can come before the next render.
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
      (loaded) => {
        if (live) hold({ orgId, choices: loaded, saved: true });
      },
      () => {
        if (live) markSaved(false);
      },
    );
    return () => {
      live = false;
    };
  }, [server, orgId, hold, markSaved]);

  // Another tab's choice applies here too.
  useEffect(() => {
    if (server) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === RECURRING_CHOICES_KEY) hold(heldFor(null));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [server, hold]);

  const choose = useCallback(
    (key: string, choice: RecurringChoice | null) => {
      const base = latest.current.orgId === orgId ? latest.current.choices : heldFor(orgId).choices;
      const next: Record<string, RecurringChoice> = { ...base };
      if (choice === null) delete next[key];
      else next[key] = choice;
      if (server) {
        hold({ orgId, choices: next, saved: true });
        server.save(next).then(
          () => markSaved(true),
          () => markSaved(false),
        );
      } else {
        hold({ orgId, choices: next, saved: writeRecurringChoices(next) });
      }
    },
    [server, orgId, hold, markSaved],
  );

  const value = useMemo(
    () => ({ choices: held.choices, choose, saved: held.saved }),
    [held, choose],
  );
  return (
    <RecurringChoicesContext.Provider value={value}>{children}</RecurringChoicesContext.Provider>
  );
}
