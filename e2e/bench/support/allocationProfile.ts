import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Records where the page's main thread allocates until the returned stop is called, which writes
 * the sampled profile to `file` (a .heapprofile DevTools opens). What the collector took meanwhile
 * is kept in it, a page's peak memory being as much its garbage as what it holds, unless `liveOnly`
 * asks for only what is still held when it stops.
 */
export async function profileAllocations(
  page: Page,
  file: string,
  { liveOnly = false }: { liveOnly?: boolean } = {},
): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 65_536,
    includeObjectsCollectedByMajorGC: !liveOnly,
    includeObjectsCollectedByMinorGC: !liveOnly,
  });
  return async () => {
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    await cdp.detach();
  };
}
