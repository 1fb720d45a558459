import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { concurrencyCap } from './concurrencyCap.js';
import type { ConcurrencyCap } from './concurrencyCap.js';
import { errorHandler } from './errorHandler.js';
import { createLogger } from '../logger.js';

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/**
 * A route that holds each request until `release()`; the `who` header names its client. `held(n)`
 * waits until n requests in all have reached the route.
 */
async function listen(cap: ConcurrencyCap) {
  const waiting: (() => void)[] = [];
  let arrived = 0;
  const app = express();
  app.get('/', concurrencyCap(cap), (_req, res) => {
    arrived += 1;
    waiting.push(() => res.json({ ok: true }));
  });
  app.use(errorHandler(createLogger('silent')));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const get = (who = 'a') => fetch(url, { headers: { who } });
  const held = async (count: number) => {
    while (arrived < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { get, held, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

const options = { max: 2, retryAfterSeconds: 5, message: 'one at a time' };

describe('concurrencyCap', () => {
  it('refuses only the client over its share, with 429, and admits it again once one ends', async () => {
    const route = await listen({ ...options, key: (req) => String(req.headers.who) });
    const first = [route.get('a'), route.get('a')];
    await route.held(2);
    const refused = await route.get('a');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe('too_many_at_once');
    const other = route.get('b');
    await route.held(3);
    route.release();
    expect((await other).status).toBe(200);
    await Promise.all(first);
    const again = route.get('a');
    await route.held(4);
    route.release();
    expect((await again).status).toBe(200);
  });
});
