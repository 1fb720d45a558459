import type { Browser } from '@playwright/test';

/**
 * Samples, until stopped, the JavaScript heap in use (garbage included, no collection asked) of the
 * page whose address holds `pagePath` and of every dedicated worker the browser runs, each by its
 * script's name, to tell which isolate holds a peak. Typed arrays' buffers are outside every heap.
 */
export async function traceHeaps(browser: Browser, stepMs: number, pagePath: string) {
  const cdp = await browser.newBrowserCDPSession();
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result);
  });
  let lastId = 0;
  const sessions = new Map<string, { name: string; sessionId: string }>();
  const ask = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      // A worker ended meanwhile answers nothing.
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: lastId, method }),
        })
        .catch(() => resolve(null));
      setTimeout(() => resolve(null), 2_000);
    });
  const startedAt = Date.now();
  const lines: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { targetId: string; type: string; url: string }[];
      };
      const live = targetInfos.filter((t) => t.type === 'worker' || t.type === 'page');
      for (const target of live) {
        if (sessions.has(target.targetId)) continue;
        if (target.type === 'page' && !target.url.includes(pagePath)) continue;
        const attached = (await cdp
          .send('Target.attachToTarget', { targetId: target.targetId, flatten: false })
          .catch(() => null)) as { sessionId: string } | null;
        if (!attached) continue;
        const { sessionId } = attached;
        const name =
          target.type === 'page'
            ? 'page'
            : (target.url.split('/').pop() ?? target.url).replace(/-[\w-]{8}\.js$/, '');
        sessions.set(target.targetId, { name, sessionId });
      }
      const gone = [...sessions.keys()].filter((id) => !live.some((t) => t.targetId === id));
      for (const id of gone) sessions.delete(id);
      const parts: string[] = [];
      for (const { name, sessionId } of sessions.values()) {
        const usage = (await ask(sessionId, 'Runtime.getHeapUsage')) as {
          usedSize: number;
          totalSize: number;
        } | null;
        if (usage) {
          const mb = (bytes: number) => Math.round(bytes / 1_000_000);
          parts.push(`${name} ${mb(usage.usedSize)}/${mb(usage.totalSize)}`);
        }
      }
      lines.push(`${((Date.now() - startedAt) / 1000).toFixed(1)}s ${parts.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await cdp.detach().catch(() => undefined);
    return lines;
  };
}
