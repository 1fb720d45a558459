import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startAuthServer, signUp } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await ctx.cleanup();
});

const message = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hi',
  message: 'Hello there',
  type: 'support',
};

describe('cross-site writes', () => {
  it('refuses a POST from another origin with a clear 403', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/contact')
      .set('Origin', 'https://evil.example.net')
      .send(message)
      .expect(403);
    expect(res.body).toEqual({
      success: false,
      error: 'cross_site_request',
      message: expect.stringContaining('another site'),
    });
  });

  it('refuses a request the browser marks cross-site even without Origin', async () => {
    ctx = await createTestContext();
    await request(createApp(ctx))
      .post('/api/contact')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(message)
      .expect(403);
  });

  it('lets a configured CORS origin write', async () => {
    ctx = await createTestContext({ CORS_ORIGINS: 'https://app.example.com' });
    const res = await request(createApp(ctx))
      .post('/api/contact')
      .set('Origin', 'https://app.example.com')
      .send(message);
    expect(res.status).not.toBe(403);
  });

  it('does not stop reads from anywhere', async () => {
    ctx = await createTestContext();
    await request(createApp(ctx))
      .get('/api/health')
      .set('Origin', 'https://evil.example.net')
      .expect(200);
  });

  it('refuses sign-out and sign-up from another site, leaving the session signed in', async () => {
    ctx = await createTestContext();
    server = await startAuthServer(ctx, createApp(ctx));
    const { agent } = await signUp(server.agent(), {
      email: 'ada@example.com',
      password: 'ada passphrase',
      name: 'Ada',
    });
    await agent
      .post('/api/auth/sign-out')
      .set('Origin', 'https://evil.example.net')
      .send({})
      .expect(403);
    await agent.get('/api/me').expect(200);
    await server
      .agent()
      .set('Origin', 'https://evil.example.net')
      .post('/api/auth/sign-up/email')
      .send({ email: 'eve@example.com', password: 'eve passphrase', name: 'Eve' })
      .expect(403);
  });
});
