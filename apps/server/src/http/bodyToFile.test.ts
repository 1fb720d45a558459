import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../testing/silentLogger.js';
import { bodyFileOf, receiveJsonToFile } from './bodyToFile.js';
import { errorHandler } from './errorHandler.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An app that answers the bytes of the body file, as the handler saw them. */
function app(limitBytes: number) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-body-'));
  const server = express();
  server.post('/', receiveJsonToFile(dir, limitBytes), (req, res) => {
    res.send(fs.readFileSync(bodyFileOf(req), 'utf8'));
  });
  server.use(errorHandler(silentLogger()));
  return server;
}

describe('receiveJsonToFile', () => {
  it('hands the handler a file holding the body, and deletes it once answered', async () => {
    const res = await request(app(100))
      .post('/')
      .send({ data: [1, 2] })
      .expect(200);
    expect(res.text).toBe('{"data":[1,2]}');
    await vi.waitFor(() => expect(fs.readdirSync(dir)).toEqual([]));
  });

  it('refuses a body over the limit with 413, also when it comes without a length', async () => {
    const server = app(10);
    await request(server)
      .post('/')
      .send({ data: 'x'.repeat(20) })
      .expect(413);
    const listening = server.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        // No Content-Length: the body is sent in chunks and only counting can stop it.
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        for (const chunk of ['{"data":', '"', 'x'.repeat(30), '"}']) req.write(chunk);
        req.end();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error).toBe('payload_too_large');
      await vi.waitFor(() => expect(fs.readdirSync(dir)).toEqual([]));
    } finally {
      listening.close();
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    await request(app(100)).post('/').set('Content-Type', 'text/plain').send('hello').expect(415);
  });
});
