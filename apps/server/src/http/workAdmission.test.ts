import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { errorHandler } from './errorHandler.js';
import { workAdmission } from './workAdmission.js';

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/**
 * A route admitted by weight (the `weight` header) that holds each request until released by its
 * `name` header; `started` lists the names in the order they got past admission.
 */
async function listen(queueMs: number) {
  const held = new Map<string, () => void>();
  const started: string[] = [];
  const app = express();
  app.get(
    '/',
    workAdmission({
      budgetBytes: 100,
      minWeightBytes: 10,
      queueMs,
      retryAfterSeconds: 5,
      message: 'busy reading',
      weightOf: (req) => Number(req.headers.weight),
    }),
    (req, res) => {
      const name = String(req.headers.name);
      started.push(name);
      held.set(name, () => res.json({ name }));
    },
  );
  app.use(errorHandler(createLogger('silent')));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const send = (name: string, weight: number) =>
    fetch(url, { headers: { name, weight: String(weight) } });
  const startedAll = async (...names: string[]) => {
    while (!names.every((name) => started.includes(name))) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const release = (name: string) => held.get(name)?.();
  return { send, started, startedAll, release };
}

describe('workAdmission', () => {
  it('starts a small request beside a large one while the budget has room', async () => {
    const route = await listen(5_000);
    const big = route.send('big', 80);
    await route.startedAll('big');
    const small = route.send('small', 1);
    await route.startedAll('small');
    route.release('small');
    route.release('big');
    expect([(await small).status, (await big).status]).toEqual([200, 200]);
  });

  it('queues a request that does not fit and starts it as soon as room is made', async () => {
    const route = await listen(5_000);
    const first = route.send('first', 60);
    await route.startedAll('first');
    const second = route.send('second', 60);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(route.started).toEqual(['first']);
    route.release('first');
    await route.startedAll('second');
    route.release('second');
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('lets a small request past a queued large one that does not fit yet', async () => {
    const route = await listen(5_000);
    const running = route.send('running', 60);
    await route.startedAll('running');
    const large = route.send('large', 90);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const small = route.send('small', 20);
    await route.startedAll('small');
    expect(route.started).toEqual(['running', 'small']);
    route.release('small');
    route.release('running');
    await route.startedAll('large');
    route.release('large');
    expect((await Promise.all([running, large, small])).map((res) => res.status)).toEqual([
      200, 200, 200,
    ]);
  });

  it('refuses with 503 and Retry-After a request still waiting after the queue time', async () => {
    const route = await listen(200);
    const first = route.send('first', 100);
    await route.startedAll('first');
    const refused = await route.send('second', 50);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      success: false,
      error: 'busy',
      message: 'busy reading',
    });
    route.release('first');
    expect((await first).status).toBe(200);
    expect(route.started).toEqual(['first']);
  });
});
