import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startAuthServer, signIn, signUp } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { backoffAfter } from './signInBackoff.js';

let ctx: TestContext | undefined;
let server: AuthServer;
async function start(): Promise<AuthServer> {
  // The per-address limit is set out of reach and each attempt comes from its own address, so
  // only the per-account limit can answer 429.
  const started = await createTestContext({
    SIGN_IN_FREE_ATTEMPTS: '3',
    SIGN_IN_MAX_BACKOFF_MINUTES: '1',
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    TRUST_PROXY_HOPS: '1',
  });
  ctx = started;
  server = await startAuthServer(started, createApp(started));
  return server;
}
afterEach(async () => {
  if (!ctx) return;
  await server.close();
  await ctx.cleanup();
  ctx = undefined;
});

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };
const grace = { email: 'grace@example.com', password: 'another long secret', name: 'Grace Hopper' };

let address = 0;
function attempt(email: string, password: string) {
  address += 1;
  const agent = server.agent().set('X-Forwarded-For', `10.1.${address >> 8}.${address & 255}`);
  return signIn(agent, email, password);
}

/** As if the account's wait had passed. */
async function waitPasses(email: string) {
  if (!ctx) throw new Error('the server is not started');
  await ctx.sql.kysely
    .updateTable('sign_in_backoff')
    .set({ retry_at: new Date(Date.now() - 1000).toISOString() })
    .where('account', '=', email)
    .execute();
}

describe('backoffAfter', () => {
  it('waits nothing before the free attempts are used, then 30 s doubling up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffAfter(n, 3, 100_000))).toEqual([
      0, 0, 30_000, 60_000, 100_000, 100_000, 100_000,
    ]);
    expect(backoffAfter(10_000, 5, 900_000)).toBe(900_000);
  });
});

describe('sign-in per account', () => {
  it('makes an account wait after its free attempts, from whatever address, even with the right password', async () => {
    await start();
    await signUp(server.agent(), ada);
    await signUp(server.agent(), grace);
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(ada.email, `wrong password ${i}`)).status).toBe(401);
    }
    const blocked = await attempt(ada.email.toUpperCase(), ada.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('sign_in_backoff');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Another account is not held up.
    expect((await attempt(grace.email, grace.password)).status).toBe(200);
  });

  it('doubles the wait with each further attempt in a row', async () => {
    await start();
    await signUp(server.agent(), ada);
    for (let i = 0; i < 3; i += 1) await attempt(ada.email, 'wrong password');
    await waitPasses(ada.email);
    expect((await attempt(ada.email, 'wrong password')).status).toBe(401);
    const blocked = await attempt(ada.email, ada.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
    await waitPasses(ada.email);
    expect((await attempt(ada.email, ada.password)).status).toBe(200);
  });

  it('forgets the attempts once the account signs in', async () => {
    await start();
    await signUp(server.agent(), ada);
    for (let i = 0; i < 2; i += 1) await attempt(ada.email, 'wrong password');
    expect((await attempt(ada.email, ada.password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(ada.email, 'wrong password')).status).toBe(401);
    }
    expect((await attempt(ada.email, 'wrong password')).status).toBe(429);
  });

  it('lets no more than the free attempts through when they arrive together', async () => {
    await start();
    await signUp(server.agent(), ada);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt(ada.email, 'wrong password')),
    );
    const statuses = answers.map((res) => res.status);
    // One that loses a race for the count is told to wait too, so fewer than three may get through.
    const tried = statuses.filter((status) => status === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - tried);
  });
});
