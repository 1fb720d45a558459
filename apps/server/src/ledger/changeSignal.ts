/**
 * Wakes the requests waiting for an organisation's next change (long-polled `/changes`) when a
 * write to its ledger succeeds in this process. Writes made through another replica reach it
 * through `postgresChangeRelay`; the waiters also look at the database now and then.
 */
export type ChangeSignal = {
  notify(orgId: string): void;
  /** Resolves at the next notify for the organisation, after `ms`, or when `abort` fires. */
  wait(orgId: string, ms: number, abort: AbortSignal): Promise<void>;
  /** The server is stopping: every waiter is let go at once, and none waits any more. */
  close(): void;
  readonly closed: boolean;
};

export function changeSignal(): ChangeSignal {
  const waiting = new Map<string, Set<() => void>>();
  let closed = false;
  return {
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      for (const orgId of [...waiting.keys()]) this.notify(orgId);
    },
    notify(orgId) {
      const wakers = waiting.get(orgId);
      if (!wakers) return;
      waiting.delete(orgId);
      for (const wake of wakers) wake();
    },
    wait(orgId, ms, abort) {
      return new Promise((resolve) => {
        const wakers = waiting.get(orgId) ?? new Set<() => void>();
        waiting.set(orgId, wakers);
        const done = () => {
          clearTimeout(timer);
          abort.removeEventListener('abort', done);
          wakers.delete(done);
          if (wakers.size === 0 && waiting.get(orgId) === wakers) waiting.delete(orgId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        abort.addEventListener('abort', done);
        wakers.add(done);
        if (abort.aborted || closed) done();
      });
    },
  };
}
