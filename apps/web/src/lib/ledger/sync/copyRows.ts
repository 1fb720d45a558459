import type { LedgerTransaction } from '@cashline/core';

/** Each row changed since the copy was last stored, as it was then (undefined: it was not there). */
export type RowChanges = Map<string, LedgerTransaction | undefined>;

/**
 * Rows added since the copy was last stored and removed again, as they were last: not there when
 * this tab last stored, but another tab sharing the copy may have stored them meanwhile.
 */
export type DroppedRows = Map<string, LedgerTransaction>;

/**
 * The rows of a copy, by id. A copy that only ever reopens uses no more than iterating them and
 * `TrackedRows`' own methods, so that copy never builds an index of its ids.
 */
export type CopyRows = Iterable<[string, LedgerTransaction]> & {
  readonly size: number;
  get(id: string): LedgerTransaction | undefined;
  has(id: string): boolean;
  set(id: string, row: LedgerTransaction): unknown;
  delete(id: string): boolean;
  clear(): void;
  keys(): Iterable<string>;
  values(): Iterable<LedgerTransaction>;
};
