import type { Browser } from '@playwright/test';

type DumpEvent = {
  ph: string;
  pid: number;
  args?: { dumps?: { allocators?: Record<string, { attrs?: Record<string, { value: string }> }> } };
};

/**
 * Each renderer's memory by Chrome's allocators (v8, partition_alloc, malloc, blink_gc, …) in MB,
 * from one detailed memory-infra dump: where the part of a renderer's resident memory outside the
 * JavaScript heaps is (buffers, the allocator's free pages, the DOM).
 */
export async function allocatorsMb(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const events: DumpEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => {
    events.push(...(event.value as unknown as DumpEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra'],
      // Only the dump asked for below, none on a timer.
      memoryDumpConfig: { triggers: [] } as unknown as Record<string, string>,
    },
    transferMode: 'ReportEvents',
  });
  await cdp.send('Tracing.requestMemoryDump', { levelOfDetail: 'detailed' });
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  const lines: string[] = [];
  for (const event of events) {
    const allocators = event.args?.dumps?.allocators;
    if (event.ph !== 'v' || !allocators) continue;
    const top = Object.entries(allocators)
      .filter(([name]) => !name.includes('/'))
      .map(([name, { attrs }]) => [name, parseInt(attrs?.size?.value ?? '0', 16) / 1e6] as const)
      .filter(([, mb]) => mb >= 1)
      .sort((a, b) => b[1] - a[1]);
    const sub = Object.entries(allocators)
      .filter(([name]) => /^(v8\/[^/]+|partition_alloc\/partitions\/[^/]+)$/.test(name))
      .map(([name, { attrs }]) => [name, parseInt(attrs?.size?.value ?? '0', 16) / 1e6] as const)
      .filter(([, mb]) => mb >= 2);
    lines.push(
      `pid ${event.pid}: ${top.map(([n, mb]) => `${n} ${mb.toFixed(0)}`).join(', ')}\n   ${sub
        .map(([n, mb]) => `${n} ${mb.toFixed(0)}`)
        .join(', ')}`,
    );
  }
  return lines;
}
