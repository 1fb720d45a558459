import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../testing/ledgerTeam.js';
import type { LedgerTeam } from '../testing/ledgerTeam.js';
import { compressedResponses } from './compressedResponses.js';

type Answer = { status: number; encoding: string | undefined; body: Buffer };

/** A GET with the given Accept-Encoding, its body as sent on the wire (not decoded). */
function rawGet(url: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const decoded = ({ encoding, body }: Answer): unknown => {
  if (encoding === 'br') return JSON.parse(zlib.brotliDecompressSync(body).toString('utf8'));
  if (encoding === 'gzip') return JSON.parse(zlib.gunzipSync(body).toString('utf8'));
  return JSON.parse(body.toString('utf8'));
};

describe('the middleware', () => {
  let server: http.Server;
  let base: string;
  const large = { text: 'a ledger row, '.repeat(1_000) };

  beforeAll(async () => {
    const app = express();
    app.use(compressedResponses());
    app.get('/api/auth/get-session', (_req, res) => res.json(large));
    app.get('/api/me', (_req, res) => res.json(large));
    app.get('/api/small', (_req, res) => res.json({ ok: true }));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('compresses a large answer with brotli, else gzip, as the browser accepts', async () => {
    const br = await rawGet(`${base}/api/me`, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(1_000);
    expect(decoded(br)).toEqual(large);
    const gzip = await rawGet(`${base}/api/me`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(decoded(gzip)).toEqual(large);
  });

  it('never compresses what the sign-in routes answer', async () => {
    const answer = await rawGet(`${base}/api/auth/get-session`, 'gzip, br');
    expect(answer.encoding).toBeUndefined();
    expect(decoded(answer)).toEqual(large);
  });

  it('sends small answers and browsers that accept nothing as they are', async () => {
    expect((await rawGet(`${base}/api/small`, 'gzip, br')).encoding).toBeUndefined();
    expect((await rawGet(`${base}/api/me`, 'identity')).encoding).toBeUndefined();
  });
});

describe('the app', () => {
  let team: LedgerTeam;
  beforeAll(async () => {
    team = await startLedgerTeam();
    const transactions = Array.from({ length: 200 }, (_, i) => ({
      id: `row-${i}`,
      date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      description: `Supplier invoice ${i}`,
      amount: -10 - i,
      type: 'outflow',
      category: 'Software',
    }));
    await team.editor.agent.post(`${team.orgPath}/transactions`).send({ transactions }).expect(201);
  });
  afterAll(() => team.close());

  it('downloads the team ledger compressed, the same columns as uncompressed', async () => {
    const path = `${team.orgPath}/transactions/columns`;
    const plain = await team.editor.agent.get(path).set('Accept-Encoding', 'identity').expect(200);
    const compressed = await team.editor.agent.get(path).set('Accept-Encoding', 'gzip, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toEqual(plain.body);
    expect((plain.body as { count: number }).count).toBe(200);
  });
});
