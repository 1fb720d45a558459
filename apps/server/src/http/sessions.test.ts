import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRoutes } from './apiRoutes.js';
import { Api } from './api.js';
import { getSession, SESSION_COOKIE, sessionMiddleware } from './sessions.js';
import cookieParser from 'cookie-parser';
import express from 'express';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { createApp } from '../app.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

/** A tiny app whose one route tells the caller its session id. */
function whoAmIApp(secret: string): express.Express {
  const app = express();
  const api = new Api('/api');
  api.mount(
    '/whoami',
    new ApiRoutes().get('/', { summary: 'who am I', responses: {} }, (_input, req, res) => {
      res.json(getSession(req));
    }),
  );
  app.use('/api', cookieParser(secret), sessionMiddleware(), api.router);
  return app;
}

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

describe('anonymous sessions', () => {
  const secret = 'a-test-secret-that-is-long-enough-to-sign';

  it('gives a new browser a signed, httpOnly, SameSite=Lax session cookie', async () => {
    const res = await request(whoAmIApp(secret)).get('/api/whoami').expect(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    // Signed: the value carries cookie-signature's "s:" prefix and a MAC after the id.
    const value = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
    expect(value).toMatch(new RegExp(`^s:${res.body.id}\\.`));
    expect(res.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), isNew: true });
  });

  it('keeps the same session for a browser that sends its cookie back', async () => {
    const app = whoAmIApp(secret);
    const first = await request(app).get('/api/whoami');
    const cookie = sessionCookie(first).split(';')[0]!;
    const second = await request(app).get('/api/whoami').set('Cookie', cookie).expect(200);
    expect(second.body).toEqual({ id: first.body.id, isNew: false });
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('replaces a cookie whose signature does not match', async () => {
    const app = whoAmIApp(secret);
    const forged = `${SESSION_COOKIE}=${encodeURIComponent('s:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.forged')}`;
    const res = await request(app).get('/api/whoami').set('Cookie', forged).expect(200);
    expect(res.body.isNew).toBe(true);
    expect(res.body.id).not.toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  });

  it('does not accept a cookie signed with another secret', async () => {
    const other = await request(whoAmIApp('another-secret-that-is-long-enough-too')).get(
      '/api/whoami',
    );
    const res = await request(whoAmIApp(secret))
      .get('/api/whoami')
      .set('Cookie', sessionCookie(other).split(';')[0]!)
      .expect(200);
    expect(res.body.isNew).toBe(true);
    expect(res.body.id).not.toBe(other.body.id);
  });

  it('is given by the real app on every API call', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/health').expect(200);
    expect(sessionCookie(res)).toMatch(/HttpOnly/);
  });
});
