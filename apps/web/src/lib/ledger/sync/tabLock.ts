const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `job` while holding the lock of that name across every tab of this browser (Web Locks), so
 * one tab's read-change-write of the ledger copy never interleaves with another's. Where Web Locks
 * are missing, the lock holds within this page only.
 */
export function withLock<T>(name: string, job: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return new Promise<T>((resolve, reject) => {
      // The lock is held until the job's promise settles.
      navigator.locks.request(name, () => job().then(resolve, reject)).catch(reject);
    });
  }
  const run = (chains.get(name) ?? Promise.resolve()).then(job);
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Runs `job` under the lock as `withLock` does; when another tab holds the lock, `held` is called
 * at once and the job waits its turn.
 */
export function withLockTellingWhenHeld<T>(
  name: string,
  job: () => Promise<T>,
  held: () => void,
): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return withLock(name, job);
  return new Promise<T>((resolve, reject) => {
    navigator.locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (lock) return job().then(resolve, reject);
        held();
        withLock(name, job).then(resolve, reject);
        return undefined;
      })
      .catch(reject);
  });
}
