import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Auth } from './auth.js';
import { authHandler } from './authHandler.js';

/** Stands in for better-auth's web handler: answers the URL and client address it was given. */
const echoAuth = {
  handler: (req: Request) =>
    Response.json({ url: req.url, ip: req.headers.get('x-cashline-client-ip') }),
} as unknown as Auth;

function appTrusting(hops: number) {
  const app = express();
  app.set('trust proxy', hops);
  app.all('/api/auth/{*rest}', authHandler(echoAuth));
  return app;
}

describe('authHandler', () => {
  it('ignores a client-sent X-Forwarded-Proto and X-Forwarded-For when no proxy is trusted', async () => {
    const res = await request(appTrusting(0))
      .get('/api/auth/get-session')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(res.body.url).toMatch(/^http:\/\//);
    expect(res.body.ip).not.toBe('203.0.113.9');
  });

  it('believes them from the configured proxy hop', async () => {
    const res = await request(appTrusting(1))
      .get('/api/auth/get-session')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(res.body.url).toMatch(/^https:\/\//);
    expect(res.body.ip).toBe('203.0.113.9');
  });
});
