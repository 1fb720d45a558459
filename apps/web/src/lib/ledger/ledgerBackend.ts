import type { StoreData } from '../transactions/storeChanges';

/** Hears how many rows of a long save have been sent so far, of how many. */
export type SaveProgress = (sent: number, total: number) => void;

/**
 * Where the ledger is kept: this browser only, or the organisation's ledger on the server. The
 * transaction store (and so every page) works the same on either.
 */
export type LedgerBackend = {
  /** Words for the user: where their data is. */
  label: string;
  load(): Promise<{ data: StoreData; rejected: number }>;
  /** Stores `next`, which the store computed from `previous`; rejects and keeps nothing on failure. */
  save(previous: StoreData, next: StoreData, onProgress?: SaveProgress): Promise<void>;
  /** Removes the ledger this backend keeps. */
  reset(): Promise<void>;
  /**
   * Calls `onChange` when the ledger changed elsewhere (another tab, another member), and
   * `onNotice` with words for the user when something they did was refused or overwrote another
   * member's change; returns a stop.
   */
  watch(onChange: () => void, onNotice?: (message: string) => void): () => void;
};
