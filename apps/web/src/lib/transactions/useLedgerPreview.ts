import { sortTransactions } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { useEffect, useState } from 'react';
import type { LedgerBackend } from '../ledger/ledgerBackend';

const NO_ROWS: readonly Transaction[] = [];

/**
 * The newest rows `backend` keeps, asked for as soon as it starts (so they are read before the
 * whole ledger), while `loading`: the transactions page shows its first screen from them. None
 * once the ledger is loaded, or when they could not be read (the load says why). Sorted newest
 * first here: a month's stored rows need not be (a ledger written oldest first showed the start of
 * its newest month, then jumped to its end when loaded).
 */
export function useLedgerPreview(
  backend: LedgerBackend | undefined,
  loading: boolean,
): readonly Transaction[] {
  const [preview, setPreview] = useState<{ of: LedgerBackend; rows: readonly Transaction[] }>();
  useEffect(() => {
    if (!backend?.preview) return undefined;
    let live = true;
    backend.preview().then(
      (rows) => {
        if (live) setPreview({ of: backend, rows: sortTransactions(rows) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [backend]);
  return loading && preview !== undefined && preview.of === backend ? preview.rows : NO_ROWS;
}
