import type { Page } from '@playwright/test';

/** The page's JavaScript heap in use after a collection, in MB (what the ledger costs a tab). */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return Math.round(usedSize / 1_000_000);
}

/** The p-th percentile of times sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Median, p95 and worst of `times`, as a benchmark table's cells. */
export const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 50)} ms | ${percentile(sorted, 95)} ms | ${sorted.at(-1) ?? 0} ms`;
};

/** Goes to `path` inside the app, as a link does: the page keeps the ledger it holds. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
