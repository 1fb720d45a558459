import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { incomingDirOf } from '../http/bodyToFile.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { EXPORTS_BUSY_MESSAGE } from './export.js';
import { UPLOADS_BUSY_MESSAGE, UPLOADS_RATE_LIMITED_MESSAGE } from './upload.js';

let ctx: TestContext;
let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  ctx.cleanup();
});

const csv = 'Date,Description,Amount\n2024-01-15,Coffee,-4.50\n';

async function listen(env: Record<string, string>): Promise<string> {
  ctx = await createTestContext(env);
  server = createApp(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A request whose headers and first bytes are sent but whose body never ends, until aborted. */
function heldRequest(url: string, contentType: string, start: string): http.ClientRequest {
  const req = http.request(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'Content-Length': 1_000_000 },
  });
  req.on('error', () => undefined);
  req.write(start);
  return req;
}

function uploadForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'ledger.csv');
  return form;
}

/**
 * Resolves once the server writes the held upload's file into `dir`: past every check before the
 * read, the cap included. Fails with the server's answer if the held request got one instead.
 */
async function receivingFile(held: http.ClientRequest, dir: string): Promise<void> {
  let answered: string | undefined;
  held.on('response', (res) => {
    answered = `${res.statusCode ?? '?'}`;
    res.on('data', (chunk: Buffer) => (answered += ` ${chunk.toString()}`));
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (answered !== undefined) throw new Error(`the held upload was answered: ${answered}`);
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the held upload was never received');
}

/**
 * Retries `send` until it answers `status`: the held request is admitted asynchronously, after its
 * session and rate-limit round trips to the database, which a loaded machine can make slow. A
 * deadline, not a count of tries, bounds it.
 */
async function until(status: number, send: () => Promise<Response>): Promise<Response> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await send();
    if (res.status === status) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never answered ${status}`);
}

describe('concurrency caps', () => {
  it('answers an upload over UPLOAD_CONCURRENCY_MAX with 503 and Retry-After at once', async () => {
    // The retries below must meet the concurrency cap, not the upload rate limit (30 per window):
    // admitting the held request takes a database round trip for its rate-limit count first.
    const base = await listen({ UPLOAD_CONCURRENCY_MAX: '1', UPLOAD_RATE_LIMIT_MAX: '10000' });
    const held = heldRequest(
      `${base}/api/upload`,
      'multipart/form-data; boundary=held',
      '--held\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nDate,Amount\n',
    );
    // The held upload is admitted once its file is being received; only then can the cap refuse.
    await receivingFile(held, incomingDirOf(ctx.config.dataDir));
    const post = () => fetch(`${base}/api/upload`, { method: 'POST', body: uploadForm() });
    const busy = await until(503, post);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toEqual({
      success: false,
      error: 'busy',
      message: UPLOADS_BUSY_MESSAGE,
    });
    held.destroy();
    const after = await until(200, post);
    expect(((await after.json()) as { rowCount: number }).rowCount).toBe(1);
  });

  it('answers an export over EXPORT_CONCURRENCY_MAX with 503 and Retry-After at once', async () => {
    const base = await listen({ EXPORT_CONCURRENCY_MAX: '1', EXPORT_RATE_LIMIT_MAX: '10000' });
    const held = heldRequest(`${base}/api/export/json`, 'application/json', '{"data":[');
    const post = () =>
      fetch(`${base}/api/export/csv`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [{ a: 1 }] }),
      });
    const busy = await until(503, post);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toEqual({
      success: false,
      error: 'busy',
      message: EXPORTS_BUSY_MESSAGE,
    });
    held.destroy();
    await until(200, post);
  });
});

describe('upload rate limits', () => {
  const upload = (agent: request.Agent | ReturnType<typeof request>) =>
    agent.post('/api/upload').attach('file', Buffer.from(csv), 'ledger.csv');

  it('allow UPLOAD_RATE_LIMIT_MAX uploads per session per window, then 429 with Retry-After', async () => {
    ctx = await createTestContext({ UPLOAD_RATE_LIMIT_MAX: '2' });
    const browser = request.agent(createApp(ctx));
    await upload(browser).expect(200);
    await upload(browser).expect(200);
    const res = await upload(browser).expect(429);
    expect(res.body).toEqual({
      success: false,
      error: 'rate_limited',
      message: UPLOADS_RATE_LIMITED_MESSAGE,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allow four times as many per address, for clients that drop the session cookie', async () => {
    ctx = await createTestContext({ UPLOAD_RATE_LIMIT_MAX: '1' });
    const app = createApp(ctx);
    for (let i = 0; i < 4; i += 1) await upload(request(app)).expect(200);
    await upload(request(app)).expect(429);
  });
});
