import type { Page } from '@playwright/test';

/** Where the page keeps the main-thread long tasks it has seen (start and duration, in ms). */
type LongTaskWindow = { benchLongTasks?: { start: number; duration: number }[] };

export type LongTaskFigures = { count: number; longest: number; p95: number; total: number };

/**
 * Records every main-thread task over 50 ms (the browser's 'longtask' entries) from the page's
 * first script on, in every document the page loads.
 */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { start: number; duration: number }[] = [];
    (window as unknown as LongTaskWindow).benchLongTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

function figuresOf(durations: number[]): LongTaskFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    longest: sorted.at(-1) ?? 0,
    // Nearest rank: the duration that 95% of the long tasks do not exceed.
    p95: sorted[Math.max(Math.ceil(sorted.length * 0.95) - 1, 0)] ?? 0,
    total: sorted.reduce((sum, value) => sum + value, 0),
  };
}

/**
 * Runs `work` and returns what it returned with the long tasks that started while it ran. The
 * browser reports a task once it has ended, so the count waits for a quiet moment after `work`.
 */
export async function longTasksDuring<T>(
  page: Page,
  work: () => Promise<T>,
): Promise<{ value: T; tasks: LongTaskFigures }> {
  const from = await page.evaluate(() => performance.now());
  const value = await work();
  const to = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300);
  const durations = await page.evaluate(
    ([start, end]) =>
      ((window as unknown as LongTaskWindow).benchLongTasks ?? [])
        .filter((task) => task.start >= start! && task.start <= end!)
        .map((task) => task.duration),
    [from, to],
  );
  return { value, tasks: figuresOf(durations) };
}
