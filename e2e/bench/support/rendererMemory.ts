import fs from 'node:fs';
import type { Browser } from '@playwright/test';

/** One field of /proc/PID/status in MB (0 once the process is gone). */
function statusMb(pid: number, field: 'VmRSS' | 'RssAnon'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The browser's renderer processes' memory, summed (a tab's page and its workers share its
 * renderer). `RssAnon` is the memory the renderer itself wrote (heaps, buffers), what a tab costs
 * the machine; `VmRSS` adds the shared libraries' pages it maps. Renderers that start later are
 * not counted: open the tab to measure before watching.
 */
export async function renderersOf(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { id: number; type: string }[];
  };
  await cdp.detach();
  const pids = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  const sum = (field: 'VmRSS' | 'RssAnon') =>
    Math.round(pids.reduce((total, pid) => total + statusMb(pid, field), 0));
  return { anonMb: () => sum('RssAnon'), rssMb: () => sum('VmRSS') };
}

/** Samples `read` every 50 ms; the highest value seen until stopped. */
export function watchPeak(read: () => number) {
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, read());
    },
  };
}
