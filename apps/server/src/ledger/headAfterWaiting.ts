import type { ChangeSignal } from './changeSignal.js';

/** How often a waiting feed request looks at the database, for writes made through other replicas. */
export const RECHECK_MS = 1000;

export type HeadWait = {
  signal: ChangeSignal;
  /** The organisation's newest change, read from the database. */
  readHead: () => Promise<number>;
  orgId: string;
  since: number;
  waitMs: number;
  /** The client left: no need to wait on. */
  gone: AbortSignal;
};

/**
 * The feed's head once it is past `since`, or after `waitMs` (or the client left, or the server
 * stops), whichever is first. The request listens for the organisation's next write before each
 * read of the head: a write that lands while the head is being read wakes it at once, instead of
 * leaving it to the next look at the database.
 */
export async function headAfterWaiting(wait: HeadWait): Promise<number> {
  const { signal, readHead, orgId, since, gone } = wait;
  const deadline = Date.now() + wait.waitMs;
  for (;;) {
    const listening = new AbortController();
    const stopListening = () => listening.abort();
    gone.addEventListener('abort', stopListening);
    const ms = Math.max(0, Math.min(RECHECK_MS, deadline - Date.now()));
    const woken = signal.wait(orgId, ms, listening.signal);
    try {
      const head = await readHead();
      if (head > since || gone.aborted || signal.closed || Date.now() >= deadline) return head;
      await woken;
    } finally {
      listening.abort();
      gone.removeEventListener('abort', stopListening);
    }
  }
}
