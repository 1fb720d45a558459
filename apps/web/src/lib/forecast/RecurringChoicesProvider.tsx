import type { RecurringChoice, RecurringChoices } from '@cashline/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { RecurringChoicesContext } from './RecurringChoicesContext';
import {
  RECURRING_CHOICES_KEY,
  readRecurringChoices,
  writeRecurringChoices,
} from './recurringChoicesStorage';

/** The user's choices of detected recurring series, shared by every page and kept in the browser. */
export function RecurringChoicesProvider({ children }: { children: ReactNode }) {
  const [choices, setChoices] = useState<RecurringChoices>(readRecurringChoices);
  const [saved, setSaved] = useState(true);

  // Another tab's choice applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === RECURRING_CHOICES_KEY) setChoices(readRecurringChoices());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = useCallback((key: string, choice: RecurringChoice | null) => {
    setChoices((current) => {
      const next: Record<string, RecurringChoice> = { ...current };
      if (choice === null) delete next[key];
      else next[key] = choice;
      setSaved(writeRecurringChoices(next));
      return next;
    });
  }, []);

  const value = useMemo(() => ({ choices, choose, saved }), [choices, choose, saved]);
  return (
    <RecurringChoicesContext.Provider value={value}>{children}</RecurringChoicesContext.Provider>
  );
}
