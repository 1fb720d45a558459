import type { Browser } from '@playwright/test';

type Usage = { usedSize: number; totalSize: number };

/**
 * The JavaScript heap in use after a collection of every dedicated worker the browser runs, in MB
 * by the worker's script (its file name without the build's hash). The page's heap (heapMb) leaves
 * out what its workers hold: the query worker's copy of the ledger, for one. Typed arrays' buffers
 * are outside every heap, here as there.
 */
export async function workerHeapsMb(browser: Browser): Promise<Map<string, number>> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { targetId: string; type: string; url: string }[];
  };
  // Attached without flattening, a worker's protocol is spoken through the browser's session.
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result);
  });
  let lastId = 0;
  const heaps = new Map<string, number>();
  for (const target of targetInfos.filter((info) => info.type === 'worker')) {
    const { sessionId } = (await cdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    })) as { sessionId: string };
    const ask = (method: string) =>
      new Promise<unknown>((resolve) => {
        lastId += 1;
        waiting.set(lastId, resolve);
        void cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: lastId, method }),
        });
      });
    await ask('HeapProfiler.collectGarbage');
    const { usedSize } = (await ask('Runtime.getHeapUsage')) as Usage;
    const name = (target.url.split('/').pop() ?? target.url).replace(/-[\w-]{8}\.js$/, '');
    heaps.set(name, (heaps.get(name) ?? 0) + Math.round(usedSize / 1_000_000));
    await cdp.send('Target.detachFromTarget', { sessionId });
  }
  await cdp.detach();
  return heaps;
}
