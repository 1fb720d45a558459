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

/**
 * The user's choices of detected recurring series, shared by every page and kept where the ledger
 * is: in this browser, or (signed in) with the organisation's ledger on the server.
 */
export function RecurringChoicesProvider({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const server = useMemo(() => (orgId ? serverRecurringChoices(orgId) : undefined), [orgId]);
  const [choices, setChoices] = useState<RecurringChoices>(readRecurringChoices);
  const [saved, setSaved] = useState(true);
  const latest = useRef(choices);

  useEffect(() => {
    if (!server) return undefined;
    let live = true;
    server.load().then(
      (loaded) => {
        if (!live) return;
        latest.current = loaded;
        setChoices(loaded);
      },
      () => {
        if (live) setSaved(false);
      },
    );
    return () => {
      live = false;
    };
  }, [server]);

  // Another tab's choice applies here too.
  useEffect(() => {
    if (server) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === RECURRING_CHOICES_KEY) setChoices(readRecurringChoices());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [server]);

  const choose = useCallback(
    (key: string, choice: RecurringChoice | null) => {
      const next: Record<string, RecurringChoice> = { ...latest.current };
      if (choice === null) delete next[key];
      else next[key] = choice;
      latest.current = next;
      setChoices(next);
      if (server) {
        server.save(next).then(
          () => setSaved(true),
          () => setSaved(false),
        );
      } else {
        setSaved(writeRecurringChoices(next));
      }
    },
    [server],
  );

  const value = useMemo(() => ({ choices, choose, saved }), [choices, choose, saved]);
  return (
    <RecurringChoicesContext.Provider value={value}>{children}</RecurringChoicesContext.Provider>
  );
}
