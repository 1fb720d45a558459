import type { RecurringChoice, RecurringChoices } from '@cashline/core';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSharedDocument } from '../ledger/useSharedDocument';
import type { SharedDocumentStore } from '../ledger/useSharedDocument';
import { RecurringChoicesContext } from './RecurringChoicesContext';
import {
  RECURRING_CHOICES_KEY,
  readRecurringChoices,
  writeRecurringChoices,
} from './recurringChoicesStorage';
import { serverRecurringChoices } from './serverRecurringChoices';

const STORE: SharedDocumentStore<RecurringChoices> = {
  empty: {},
  storageKey: RECURRING_CHOICES_KEY,
  readLocal: () => readRecurringChoices(),
  writeLocal: (choices) => writeRecurringChoices(choices),
  server: serverRecurringChoices,
};

/**
 * The user's choices of detected recurring series, shared by every page and kept where the ledger
 * is: in this browser, or (signed in) with the organisation's ledger on the server.
 */
export function RecurringChoicesProvider({ children }: { children: ReactNode }) {
  const { value: choices, saved, change } = useSharedDocument(STORE);
  const choose = useCallback(
    (key: string, choice: RecurringChoice | null) =>
      change((current) => {
        const next: Record<string, RecurringChoice> = { ...current };
        if (choice === null) delete next[key];
        else next[key] = choice;
        return next;
      }),
    [change],
  );
  const value = useMemo(() => ({ choices, choose, saved }), [choices, choose, saved]);
  return (
    <RecurringChoicesContext.Provider value={value}>{children}</RecurringChoicesContext.Provider>
  );
}
