import { sleepWithin, withinBudget } from './pullBudget.js';
import type { PullBudget } from './pullBudget.js';
import { QuickBooksError } from './quickbooksError.js';
import { describeWait } from './waitText.js';

/** The longest Cashline waits between two requests, whatever QuickBooks asks for. */
export const MAX_WAIT_MS = 30_000;

export type BackoffOptions = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; doubled for each one after, with jitter. */
  baseDelayMs: number;
  /** Longest single wait; default MAX_WAIT_MS. */
  maxDelayMs?: number;
  sleep?: (ms: number, budget: PullBudget) => Promise<void>;
  random?: () => number;
};

/** Throttled, and not waiting here: the user is told how long to wait before trying again. */
function tryAgainLater(waitMs: number): QuickBooksError {
  return new QuickBooksError(
    'throttled',
    `QuickBooks is limiting requests right now. Please try again in ${describeWait(waitMs)}.`,
    waitMs,
  );
}

/**
 * Runs `call`, waiting and trying again while QuickBooks answers 429. Intuit throttles per company
 * per minute, so waits grow exponentially, or follow Retry-After when Intuit sends one. No wait is
 * longer than `maxDelayMs` or ends after the budget's deadline: a Retry-After beyond either ends
 * the pull at once with the time to wait, rather than stalling it or retrying too early. The
 * budget also ends a call or a wait the moment the client goes away.
 */
export async function withBackoff<T>(
  call: () => Promise<T>,
  options: BackoffOptions,
  budget: PullBudget,
): Promise<T> {
  const sleep = options.sleep ?? sleepWithin;
  const random = options.random ?? Math.random;
  const maxDelay = options.maxDelayMs ?? MAX_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    budget.check();
    try {
      return await withinBudget(call(), budget);
    } catch (error) {
      const throttled = error instanceof QuickBooksError && error.kind === 'throttled';
      if (!throttled) throw error;
      const exponential = options.baseDelayMs * 2 ** (attempt - 1);
      const wait = error.retryAfterMs ?? Math.min(maxDelay, exponential * (0.75 + random() * 0.5));
      if (attempt >= options.attempts || wait > maxDelay || wait > budget.remainingMs()) {
        throw tryAgainLater(wait);
      }
      await sleep(wait, budget);
    }
  }
}
