import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CategorisationData } from './categorisationDb';
import { useCategorisationBackend } from './categorisationBackend';
import type { CategorisationBackend } from './categorisationBackend';

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
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : null;
  const reason =
    typeof body === 'object' && body !== null && 'message' in body
      ? String(body.message)
      : error instanceof Error
        ? error.message
        : String(error);
  return `Your rules and categories could not be saved (${reason}). Your previous ones have been kept.`;
}

/**
 * Holds the user's rules and categories, kept where the ledger is: this browser's storage, or the
 * organisation's ledger on the server when signed in.
 */
export function CategorisationProvider({ children }: { children: ReactNode }) {
  const backend = useCategorisationBackend();
  const [data, setData] = useState<CategorisationData>(EMPTY);
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [error, setError] = useState<string | null>(null);
  const committed = useRef<CategorisationData>(EMPTY);
  /** The backend `committed` was loaded from: saves wait for it, so none lands in another ledger. */
  const loadedFrom = useRef<CategorisationBackend | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Signing in, out or into another organisation: nothing of the last one shows meanwhile.
  const [shownBackend, setShownBackend] = useState(backend);
  if (shownBackend !== backend) {
    setShownBackend(backend);
    setData(EMPTY);
    setStatus('loading');
    setError(null);
  }

  useEffect(() => {
    if (!backend) return undefined;
    let live = true;
    backend
      .load()
      .then(({ rejected, ...stored }) => {
        if (!live) return;
        committed.current = stored;
        loadedFrom.current = backend;
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
  }, [backend]);

  const save = useCallback(
    (change: Partial<CategorisationData>) => {
      const run = queue.current.then(async () => {
        if (!backend || loadedFrom.current !== backend) {
          throw new Error('Your rules and categories are still loading.');
        }
        const next = { ...committed.current, ...change };
        try {
          await backend.save(committed.current, next);
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
    },
    [backend],
  );

  const dismissError = useCallback(() => setError(null), []);

  const value = useMemo<CategorisationContextValue>(
    () => ({ ...data, status, error, dismissError, save }),
    [data, status, error, dismissError, save],
  );
  return <CategorisationContext.Provider value={value}>{children}</CategorisationContext.Provider>;
}
