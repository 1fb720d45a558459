import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyPace } from './bodyPace.js';

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** A server whose one route reads the whole body after `bodyPace` and answers its length. */
async function listen(pace: Parameters<typeof bodyPace>[0]): Promise<number> {
  const app = express();
  app.post('/', bodyPace(pace), (req, res) => {
    let length = 0;
    req.on('data', (chunk: Buffer) => (length += chunk.length));
    req.on('end', () => res.json({ length }));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `chunks` chunks of `size` bytes, one every `everyMs`, and resolves with the answer. */
function trickle(port: number, chunks: number, size: number, everyMs: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      headers: { 'Content-Length': chunks * size },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let sent = 0;
    const timer = setInterval(() => {
      if (req.destroyed) return clearInterval(timer);
      req.write(Buffer.alloc(size, 'x'));
      sent += 1;
      if (sent === chunks) {
        clearInterval(timer);
        req.end();
      }
    }, everyMs);
  });
}

const pace = {
  deadlineMs: 10_000,
  minBytesPerSecond: 1000,
  graceMs: 300,
  checkEveryMs: 50,
  message: 'too slow',
};

describe('bodyPace', () => {
  it('lets a body that keeps the pace reach its handler whole', async () => {
    const port = await listen(pace);
    expect(await trickle(port, 10, 500, 50)).toEqual({ status: 200, body: '{"length":5000}' });
  });

  it('answers 408 to a body that falls below the minimum rate after the grace', async () => {
    const port = await listen(pace);
    const answer = await trickle(port, 100, 10, 50);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: 'request_timeout',
      message: 'too slow',
    });
  });

  it('answers 408 to a fast body still unfinished at the deadline', async () => {
    const port = await listen({ ...pace, deadlineMs: 400 });
    const answer = await trickle(port, 40, 2000, 50);
    expect(answer.status).toBe(408);
  });
});
