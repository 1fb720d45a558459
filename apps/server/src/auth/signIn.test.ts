import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startAuthServer, signIn, signUp } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
let server: AuthServer;
async function start(env: Record<string, string> = {}): Promise<AuthServer> {
  ctx = await createTestContext(env);
  server = await startAuthServer(ctx, createApp(ctx));
  return server;
}
afterEach(async () => {
  await server.close();
  await ctx.cleanup();
});

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };

describe('sign-up', () => {
  it('creates the user and their first organisation, named as asked, with them as owner', async () => {
    await start();
    const { agent, organizationId } = await signUp(server.agent(), {
      ...ada,
      orgName: 'Analytical Engines Ltd',
    });
    const me = await agent.get('/api/me').expect(200);
    expect(me.body).toMatchObject({
      user: { email: ada.email, name: ada.name },
      organizations: [{ id: organizationId, name: 'Analytical Engines Ltd', role: 'owner' }],
      activeOrganizationId: organizationId,
      mailConfigured: false,
    });
  });

  it('names the organisation "<name>\'s business" when no name is given', async () => {
    await start();
    const { agent } = await signUp(server.agent(), ada);
    const me = await agent.get('/api/me').expect(200);
    expect(me.body.organizations[0].name).toBe("Ada Lovelace's business");
  });

  it('keeps the session in an httpOnly, SameSite=Lax cookie', async () => {
    await start();
    const res = await server.agent().post('/api/auth/sign-up/email').send(ada).expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    await start({
      PUBLIC_URL: 'https://cash.example.com',
      CORS_ORIGINS: 'https://cash.example.com',
    });
    const res = await server
      .agent()
      .set('Origin', 'https://cash.example.com')
      .post('/api/auth/sign-up/email')
      .send(ada)
      .expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.includes('session_token='))).toMatch(/; Secure/i);
    const anonymous = await server.agent().get('/api/health').expect(200);
    const sessionCookie = ([] as string[])
      .concat(anonymous.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('cashline_session='));
    expect(sessionCookie).toMatch(/; Secure/i);
  });

  it('marks the cookie Secure when the request came over HTTPS, without PUBLIC_URL', async () => {
    await start({ TRUST_PROXY_HOPS: '1' });
    const overHttps = await server
      .agent()
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', server.url.replace(/^http:/, 'https:'))
      .post('/api/auth/sign-up/email')
      .send(ada)
      .expect(200);
    const cookies = ([] as string[]).concat(overHttps.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.includes('session_token='))).toMatch(/; Secure/i);
    // Over plain HTTP (a local set-up) it cannot be, or the browser would never send it back.
    const overHttp = await signIn(server.agent(), ada.email, ada.password);
    const plain = ([] as string[]).concat(overHttp.headers['set-cookie'] ?? []);
    expect(plain.find((c) => c.includes('session_token='))).not.toMatch(/; Secure/i);
  });

  it('refuses a second account with the same e-mail', async () => {
    await start();
    await signUp(server.agent(), ada);
    const res = await server.agent().post('/api/auth/sign-up/email').send(ada);
    expect(res.status).toBe(422);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again, after which the session is gone', async () => {
    await start();
    await signUp(server.agent(), ada);
    const agent = server.agent();
    await agent.get('/api/me').expect(401);
    expect((await signIn(agent, ada.email, ada.password)).status).toBe(200);
    const cookie = (await agent.get('/api/me').expect(200)).request.getHeader('Cookie');
    await agent.post('/api/auth/sign-out').send({}).expect(200);
    await agent.get('/api/me').expect(401);
    // The old cookie, replayed, no longer works: the session was deleted on the server.
    await server.agent().get('/api/me').set('Cookie', String(cookie)).expect(401);
  });

  it('refuses a wrong password with 401 and no session', async () => {
    await start();
    await signUp(server.agent(), ada);
    const agent = server.agent();
    const res = await signIn(agent, ada.email, 'not the password');
    expect(res.status).toBe(401);
    await agent.get('/api/me').expect(401);
  });

  it('limits sign-in attempts per client address, counted in the database', async () => {
    await start({ SIGN_IN_RATE_LIMIT_MAX: '3' });
    await signUp(server.agent(), ada);
    for (let i = 0; i < 3; i += 1) {
      // A client naming its own address in the header better-auth reads is not believed.
      const agent = server.agent().set('X-Cashline-Client-Ip', `10.0.0.${i}`);
      expect((await signIn(agent, ada.email, 'wrong password')).status).toBe(401);
    }
    const blocked = await signIn(server.agent(), ada.email, ada.password);
    expect(blocked.status).toBe(429);
    const rows = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table('rateLimit')}`.execute(ctx.sql.kysely);
    expect(Number(rows.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('signs every other session out when the password changes', async () => {
    await start();
    const { agent: first } = await signUp(server.agent(), ada);
    const second = server.agent();
    expect((await signIn(second, ada.email, ada.password)).status).toBe(200);
    await second
      .post('/api/auth/change-password')
      .send({ currentPassword: ada.password, newPassword: 'a brand new passphrase' })
      .expect(200);
    await first.get('/api/me').expect(401);
    expect((await signIn(server.agent(), ada.email, ada.password)).status).toBe(401);
    expect((await signIn(server.agent(), ada.email, 'a brand new passphrase')).status).toBe(200);
  });
});
