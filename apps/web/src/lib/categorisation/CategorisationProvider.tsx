import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { readCategorisation, writeCategorisation } from './categorisationDb';
import type { CategorisationData } from './categorisationDb';

export type CategorisationContextValue = CategorisationData & {
  status: 'loading' | 'ready';
  /** What went wrong with the last load or save, for the user; null when all is well. */
  error: string | null;
  dismissError: () => void;
  /** Saves the rules and categories given (the others stay); rejects and keeps both on failure. */
  save: (change: Partial<CategorisationData>) => Promise<void>;
};

export const CategorisationContext = createContext<CategorisationContextValue | null>(null);

const EMPTY: CategorisationData = { rules: [], definitions: [] };

function describe(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Your rules and categories could not be saved (${reason}). Your previous ones have been kept.`;
}

/** Holds the user's rules and categories, read from and saved to the browser's storage. */
export function CategorisationProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<CategorisationData>(EMPTY);
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [error, setError] = useState<string | null>(null);
  const committed = useRef<CategorisationData>(EMPTY);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let live = true;
    readCategorisation()
      .then(({ rejected, ...stored }) => {
        if (!live) return;
        committed.current = stored;
        setData(stored);
        if (rejected)
          setError('Some stored rules or categories could not be read and were left out.');
      })
      .catch((reason: unknown) => {
        if (live) setError(`Your rules and categories could not be read (${String(reason)}).`);
      })
      .finally(() => {
        if (live) setStatus('ready');
      });
    return () => {
      live = false;
    };
  }, []);

  const save = useCallback((change: Partial<CategorisationData>) => {
    const run = queue.current.then(async () => {
      const next = { ...committed.current, ...change };
      try {
        await writeCategorisation(next);
      } catch (reason) {
        setError(describe(reason));
        throw reason;
      }
      committed.current = next;
      setData(next);
      setError(null);
    });
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const dismissError = useCallback(() => setError(null), []);

  const value = useMemo<CategorisationContextValue>(
    () => ({ ...data, status, error, dismissError, save }),
    [data, status, error, dismissError, save],
  );
  return <CategorisationContext.Provider value={value}>{children}</CategorisationContext.Provider>;
}
