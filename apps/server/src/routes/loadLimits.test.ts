import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { incomingDirOf } from '../http/bodyToFile.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { UPLOADS_RATE_LIMITED_MESSAGE } from './upload.js';

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

const uploadHead =
  '--held\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nDate,Amount\n';
const heldUpload = (base: string) =>
  heldRequest(`${base}/api/upload`, 'multipart/form-data; boundary=held', uploadHead);

/** The status and JSON body the held request is answered with, once it is. */
function answerOf(
  held: http.ClientRequest,
): Promise<{ status: number; body: unknown; closed: Promise<void> }> {
  return new Promise((resolve) => {
    held.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const closed = new Promise<void>((done) => res.socket.once('close', () => done()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), closed }));
    });
  });
}

const postExport = (base: string) =>
  fetch(`${base}/api/export/csv`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: [{ a: 1 }] }),
  });

describe('admission of uploads and exports', () => {
  it('a slow upload holds no reading slot: with UPLOAD_CONCURRENCY_MAX=1 another is read at once', async () => {
    const base = await listen({ UPLOAD_CONCURRENCY_MAX: '1', UPLOAD_RATE_LIMIT_MAX: '10000' });
    const held = heldUpload(base);
    await receivingFile(held, incomingDirOf(ctx.config.dataDir));
    const res = await fetch(`${base}/api/upload`, { method: 'POST', body: uploadForm() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { rowCount: number }).rowCount).toBe(1);
    held.destroy();
  });

  it('a slow export holds no writing slot: with EXPORT_CONCURRENCY_MAX=1 another is written at once', async () => {
    const base = await listen({ EXPORT_CONCURRENCY_MAX: '1', EXPORT_RATE_LIMIT_MAX: '10000' });
    const held = heldRequest(`${base}/api/export/json`, 'application/json', '{"data":[');
    await receivingFile(held, incomingDirOf(ctx.config.dataDir));
    expect((await postExport(base)).status).toBe(200);
    held.destroy();
  });

  it('refuses an address its TRANSFERS_PER_ADDRESS_MAX+1th upload at once with 429, and admits it once one ends', async () => {
    const base = await listen({ TRANSFERS_PER_ADDRESS_MAX: '1', UPLOAD_RATE_LIMIT_MAX: '10000' });
    const held = heldUpload(base);
    await receivingFile(held, incomingDirOf(ctx.config.dataDir));
    const post = () => fetch(`${base}/api/upload`, { method: 'POST', body: uploadForm() });
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      success: false,
      error: 'too_many_at_once',
      message:
        'Too many uploads from your connection at once. Wait for one to finish and try again.',
    });
    held.destroy();
    await until(200, post);
  });

  it('answers 408 and closes the connection of an upload not arrived within BODY_DEADLINE_SECONDS, freeing its slot', async () => {
    const base = await listen({ BODY_DEADLINE_SECONDS: '1', TRANSFERS_PER_ADDRESS_MAX: '1' });
    const held = heldUpload(base);
    const answer = await answerOf(held);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      success: false,
      error: 'request_timeout',
      message:
        'The upload arrived too slowly and was stopped (it must arrive at 2 KB a second or faster, within 1 seconds). Check your connection and try again.',
    });
    await answer.closed;
    const res = await fetch(`${base}/api/upload`, { method: 'POST', body: uploadForm() });
    expect(res.status).toBe(200);
    // The cut-off upload's partial file goes too, once its connection has closed.
    const incoming = incomingDirOf(ctx.config.dataDir);
    const deadline = Date.now() + 10_000;
    while (fs.readdirSync(incoming).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fs.readdirSync(incoming)).toEqual([]);
  });

  it('answers 408 to an export whose body stalls past BODY_DEADLINE_SECONDS', async () => {
    const base = await listen({ BODY_DEADLINE_SECONDS: '1' });
    const held = heldRequest(`${base}/api/export/json`, 'application/json', '{"data":[');
    const answer = await answerOf(held);
    expect(answer.status).toBe(408);
    expect((answer.body as { error: string }).error).toBe('request_timeout');
    expect((await postExport(base)).status).toBe(200);
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
