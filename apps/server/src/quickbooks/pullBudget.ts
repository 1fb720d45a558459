import { QuickBooksError } from './quickbooksError.js';
import { describeWait } from './waitText.js';

/**
 * How long one pull may take, and whether anyone still waits for it. `signal` aborts when the
 * deadline passes or the client goes away, with the QuickBooksError that says which.
 */
export type PullBudget = {
  signal: AbortSignal;
  /** Milliseconds left before the deadline. */
  remainingMs(): number;
  /** Throws why the pull must stop, if it must. */
  check(): void;
  /** Stops the deadline timer and lets go of the client's signal. */
  dispose(): void;
};

/** Starts a pull's budget: `deadlineMs` from now, ended early by `clientSignal`. */
export function createPullBudget(deadlineMs: number, clientSignal?: AbortSignal): PullBudget {
  const endsAt = performance.now() + deadlineMs;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(
      new QuickBooksError(
        'timeout',
        `QuickBooks did not send the whole ledger within ${describeWait(deadlineMs)}. Please try again in a few minutes.`,
      ),
    );
  }, deadlineMs).unref();
  const onClientGone = () =>
    controller.abort(
      new QuickBooksError('cancelled', 'The pull was stopped because the browser stopped waiting.'),
    );
  if (clientSignal?.aborted) onClientGone();
  else clientSignal?.addEventListener('abort', onClientGone, { once: true });

  return {
    signal: controller.signal,
    remainingMs: () => Math.max(0, endsAt - performance.now()),
    check() {
      if (controller.signal.aborted) throw controller.signal.reason;
    },
    dispose() {
      clearTimeout(timer);
      clientSignal?.removeEventListener('abort', onClientGone);
    },
  };
}

/** Settles as `work` does, unless the budget runs out first: then rejects with its reason. */
export function withinBudget<T>(work: Promise<T>, budget: PullBudget): Promise<T> {
  const { signal } = budget;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Waits `ms`, or rejects as soon as the budget runs out. */
export function sleepWithin(ms: number, budget: PullBudget): Promise<void> {
  const { signal } = budget;
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
