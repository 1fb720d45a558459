import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { silentLogger } from './testing/silentLogger.js';

describe('GET /api/health', () => {
  it('answers status, version and uptime', async () => {
    const app = createApp({ logger: silentLogger(), version: '1.2.3' });
    const res = await request(app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', version: '1.2.3', uptime: expect.any(Number) });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the one error shape', async () => {
    const app = createApp({ logger: silentLogger(), version: '1.0.0' });
    const res = await request(app).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({
      success: false,
      error: 'not_found',
      message: 'No API route for GET /api/nothing-here',
    });
  });
});

describe('serving the built web app', () => {
  let webDist: string;

  beforeAll(() => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cashline</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  });

  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  it('serves index.html for a deep link to a client route', async () => {
    const app = createApp({ logger: silentLogger(), version: '1.0.0', webDist });
    const res = await request(app)
      .get('/transactions/edit/42')
      .set('Accept', 'text/html')
      .expect(200);
    expect(res.text).toContain('<title>Cashline</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const app = createApp({ logger: silentLogger(), version: '1.0.0', webDist });
    const res = await request(app).get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('still answers JSON 404s under /api', async () => {
    const app = createApp({ logger: silentLogger(), version: '1.0.0', webDist });
    const res = await request(app).get('/api/missing').set('Accept', 'text/html').expect(404);
    expect(res.body.error).toBe('not_found');
  });

  it('serves nothing but the API when no build exists', async () => {
    const app = createApp({ logger: silentLogger(), version: '1.0.0', webDist: '/nonexistent' });
    await request(app).get('/').set('Accept', 'text/html').expect(404);
  });
});
