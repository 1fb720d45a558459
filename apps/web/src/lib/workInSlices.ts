/**
 * How long one slice of work may hold the main thread before the browser gets a turn: well under
 * the 50 ms that makes a long task, so typing and scrolling are answered between two slices.
 */
export const SLICE_MS = 12;

type YieldingScheduler = { yield?: () => Promise<void> };

/** Gives the browser a turn (input, rendering) before the work goes on. */
export function nextTurn(): Promise<void> {
  // scheduler.yield resumes ahead of other tasks, where setTimeout would queue behind them.
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Gives every task already queued its turn first (rendering among them): for work the user is not
 * waiting on, which `nextTurn`'s continuations would put ahead of React's updates until it ends.
 */
export function laterTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `step` (a small piece of the work, returning whether the work is done) until it is done,
 * giving the browser a turn (`turn`) whenever a slice has lasted `sliceMs`. Rejects with the
 * signal's reason once `signal` is aborted, and then calls `step` no more.
 */
export async function inSlices(
  step: () => boolean,
  signal: AbortSignal,
  sliceMs = SLICE_MS,
  turn: () => Promise<void> = nextTurn,
): Promise<void> {
  signal.throwIfAborted();
  let started = performance.now();
  while (!step()) {
    if (performance.now() - started >= sliceMs) {
      await turn();
      signal.throwIfAborted();
      started = performance.now();
    }
  }
}
