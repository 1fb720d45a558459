import { QuickBooksError } from './quickbooksError.js';

export type BackoffOptions = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; doubled for each one after, with jitter. */
  baseDelayMs: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`, waiting and trying again while QuickBooks answers 429. Intuit throttles per company
 * per minute, so waits grow exponentially (or follow Retry-After when Intuit sends one).
 */
export async function withBackoff<T>(call: () => Promise<T>, options: BackoffOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const maxDelay = options.maxDelayMs ?? 30_000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const throttled = error instanceof QuickBooksError && error.kind === 'throttled';
      if (!throttled || attempt >= options.attempts) throw error;
      const exponential = options.baseDelayMs * 2 ** (attempt - 1);
      const delay = error.retryAfterMs ?? Math.min(maxDelay, exponential * (0.75 + random() * 0.5));
      await sleep(delay);
    }
  }
}
