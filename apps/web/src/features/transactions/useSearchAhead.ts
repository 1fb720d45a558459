import { useEffect } from 'react';
import type { TransactionFilters } from './transactionQuery';
import type { TransactionSearch } from './transactionSearch';

/** Runs `work` once the browser has nothing else to do; the returned function cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(work, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

/** Work given up because newer work replaced it is no failure; anything else is. */
function unlessAborted(signal: AbortSignal) {
  return (error: unknown) => {
    if (!signal.aborted) throw error;
  };
}

/**
 * Searches for `filters` in slices while the page goes on showing the rows of `shown`, then hands
 * them to `onReady` to be shown: a keystroke over a million rows never holds the main thread for
 * long, and the next keystroke drops the work of the one before. The descriptions are lower-cased
 * ahead, in slices too, once the browser is idle.
 */
export function useSearchAhead(
  search: TransactionSearch,
  filters: TransactionFilters,
  shown: TransactionFilters,
  onReady: (filters: TransactionFilters) => void,
): void {
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      search.prepare(controller.signal).catch(unlessAborted(controller.signal));
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [search]);

  useEffect(() => {
    if (filters === shown) return undefined;
    const controller = new AbortController();
    search.run(filters, controller.signal).then(() => {
      if (!controller.signal.aborted) onReady(filters);
    }, unlessAborted(controller.signal));
    return () => controller.abort();
  }, [search, filters, shown, onReady]);
}
