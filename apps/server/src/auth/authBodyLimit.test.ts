import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { signIn, signUp, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { AUTH_BODY_LIMIT_BYTES } from './authBodyLimit.js';

let ctx: TestContext;
let server: AuthServer;
afterEach(async () => {
  await server.close();
  await ctx.cleanup();
});

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };

/** Sends a body in chunks with no Content-Length, as a client hiding its size would. */
function postChunked(url: string, totalBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      `${url}/api/auth/sign-in/email`,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: url } },
      (res) => {
        answered = true;
        resolve(res.statusCode ?? 0);
        res.resume();
      },
    );
    // Once answered, the server may close before every chunk is written: that is not a failure.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = (): void => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

describe('auth request bodies', () => {
  it('refuses a sign-in body over the limit with 413 and the error shape, before better-auth reads it', async () => {
    ctx = await createTestContext();
    server = await startAuthServer(ctx, createApp(ctx));
    const res = await server
      .agent()
      .post('/api/auth/sign-in/email')
      .send({ ...ada, password: 'x'.repeat(AUTH_BODY_LIMIT_BYTES) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: 'The request body is too large.',
    });
  });

  it('refuses a body that does not declare its length once it passes the limit', async () => {
    ctx = await createTestContext();
    server = await startAuthServer(ctx, createApp(ctx));
    expect(await postChunked(server.url, 8 * 1024 * 1024)).toBe(413);
    // The server still answers afterwards.
    await server.agent().get('/api/health').expect(200);
  });

  it('still signs up, in and out with bodies under the limit', async () => {
    ctx = await createTestContext();
    server = await startAuthServer(ctx, createApp(ctx));
    await signUp(server.agent(), ada);
    const agent = server.agent();
    expect((await signIn(agent, ada.email, ada.password)).status).toBe(200);
    await agent.get('/api/me').expect(200);
    await agent.post('/api/auth/sign-out').expect(200);
    await agent.get('/api/me').expect(401);
  });
});
