import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createTestContext } from './testing/testContext.js';
import type { TestContext } from './testing/testContext.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('unknown API paths', () => {
  it('answer a JSON 404 in the one error shape', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({
      success: false,
      error: 'not_found',
      message: 'No API route for GET /api/nothing-here',
    });
  });

  it('answer JSON 404 for an unknown method on a known path', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).delete('/api/health').expect(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe('security headers', () => {
  it('sends no x-powered-by and a CSP that allows only this server and the AI gateway', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/health').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://openrouter.ai;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // No other host is named anywhere in the policy.
    const hosts = csp.match(/https?:\/\/[^\s;]+/g);
    expect(hosts).toEqual(['https://openrouter.ai']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('takes the gateway origin from AI_GATEWAY_URL', async () => {
    ctx = await createTestContext({ AI_GATEWAY_URL: 'http://127.0.0.1:4010/api/v1' });
    const res = await request(createApp(ctx)).get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' http://127.0.0.1:4010;",
    );
  });
});

describe('CORS', () => {
  it('lets a configured origin call the API with credentials', async () => {
    ctx = await createTestContext({
      CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
    });
    const res = await request(createApp(ctx))
      .options('/api/contact')
      .set('Origin', 'https://admin.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives any other origin no CORS grant', async () => {
    ctx = await createTestContext({ CORS_ORIGINS: 'https://app.example.com' });
    const res = await request(createApp(ctx))
      .get('/api/health')
      .set('Origin', 'https://evil.example.net');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants nothing cross-origin by default', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .get('/api/health')
      .set('Origin', 'https://app.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('trust proxy', () => {
  it('ignores X-Forwarded-Proto when no proxy hop is configured', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .get('/api/health')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('believes the configured number of proxies, so cookies become Secure behind HTTPS', async () => {
    ctx = await createTestContext({ TRUST_PROXY_HOPS: '1' });
    const app = createApp(ctx);
    expect(app.get('trust proxy')).toBe(1);
    const res = await request(app).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
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

  it('serves index.html for a deep link to a client route, under the CSP', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx, { webDist }))
      .get('/transactions/edit/42')
      .set('Accept', 'text/html')
      .expect(200);
    expect(res.text).toContain('<title>Cashline</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx, { webDist })).get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('still answers JSON 404s under /api', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx, { webDist }))
      .get('/api/missing')
      .set('Accept', 'text/html')
      .expect(404);
    expect(res.body.error).toBe('not_found');
  });

  it('serves nothing but the API when no build exists', async () => {
    ctx = await createTestContext();
    await request(createApp(ctx, { webDist: '/nonexistent' }))
      .get('/')
      .set('Accept', 'text/html')
      .expect(404);
  });
});
