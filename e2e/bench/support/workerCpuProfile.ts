import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

type TargetInfo = { targetId: string; type: string; url: string };

/**
 * Records the CPU profile of the page's dedicated worker whose script URL contains `script` until
 * the returned stop is called, which writes it to `file`. Playwright opens DevTools sessions on
 * pages only, so the worker is reached through the browser's session, its messages relayed.
 */
export async function profileWorkerCpu(
  page: Page,
  script: string,
  file: string,
): Promise<() => Promise<void>> {
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser to open a session on');
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
  const worker = targetInfos.find((t) => t.type === 'worker' && t.url.includes(script));
  if (!worker) throw new Error(`No worker running ${script}`);
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    const resolve = message.id === undefined ? undefined : waiting.get(message.id);
    if (resolve && message.id !== undefined) {
      waiting.delete(message.id);
      resolve(message.result);
    }
  });
  let nextId = 1;
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 500 });
  await send('Profiler.start');
  return async () => {
    const { profile } = (await send('Profiler.stop')) as { profile: unknown };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    await cdp.detach();
  };
}
