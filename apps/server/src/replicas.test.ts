import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '@cashline/qbo-emulator';
import type { RunningEmulator } from '@cashline/qbo-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMITED_MESSAGE } from './routes/contact.js';
import { createCookieBrowser } from './testing/cookieBrowser.js';
import type { CookieBrowser } from './testing/cookieBrowser.js';
import { passConsent } from './testing/emulatorConsent.js';
import { startNginxProxy } from './testing/nginxProxy.js';
import { startServerProcess } from './testing/serverProcess.js';
import type { ServerProcess } from './testing/serverProcess.js';
import { openTestDatabase } from './testing/testDatabase.js';
import type { TestDatabase } from './testing/testDatabase.js';

/**
 * Two real server processes on one database, as replicas behind a load balancer: whatever one
 * stored for a request (a session, a rate-limit count, an export, a QuickBooks connection) the
 * other honours. On PostgreSQL (the suite's PostgreSQL pass) each has its own data directory; on
 * SQLite both open the one database file in a shared data directory.
 */
const REDIRECT = 'http://127.0.0.1:3999/api/quickbooks/callback';

let emulator: RunningEmulator;
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-replica-'));
  dirs.push(dir);
  return dir;
}

/** Starts both at once; if either fails, the other is stopped before the failure is reported. */
async function startTogether(
  envs: [Record<string, string>, Record<string, string>],
): Promise<[ServerProcess, ServerProcess]> {
  const started = await Promise.allSettled(envs.map((env) => startServerProcess(env)));
  const [first, second] = started;
  if (first?.status === 'fulfilled' && second?.status === 'fulfilled') {
    return [first.value, second.value];
  }
  await Promise.all(started.map((one) => (one.status === 'fulfilled' ? one.value.stop() : null)));
  const failure = started.find((one) => one.status === 'rejected');
  throw failure?.status === 'rejected' ? failure.reason : new Error('a replica did not start');
}

beforeAll(async () => {
  emulator = await startEmulator({
    clientId: 'cashline-test',
    clientSecret: 'test-secret',
    redirectUris: [REDIRECT],
    today: new Date().toISOString().slice(0, 10),
  });
  const sharedDir = tempDir();
  database = await openTestDatabase(sharedDir);
  const shared = {
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    QBO_CLIENT_ID: 'cashline-test',
    QBO_CLIENT_SECRET: 'test-secret',
    QBO_REDIRECT_URI: REDIRECT,
    QBO_OAUTH_BASE_URL: emulator.url,
    QBO_API_BASE_URL: emulator.url,
    CONTACT_RATE_LIMIT_MAX: '2',
    // As behind the proxy of docker-compose.replicas.yml (the last test).
    TRUST_PROXY_HOPS: '1',
    WORKER_THREADS: '1',
  };
  if (database.databaseUrl) {
    // Started together, as an orchestrator starts replicas: both prepare the same database at once.
    [a, b] = await startTogether([
      { ...shared, DATA_DIR: tempDir() },
      { ...shared, DATA_DIR: tempDir() },
    ]);
  } else {
    // SQLite has no lock for schema changes across processes: the second starts on a ready file.
    a = await startServerProcess({ ...shared, DATA_DIR: sharedDir });
    b = await startServerProcess({ ...shared, DATA_DIR: sharedDir });
  }
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await emulator?.close();
  await database?.dispose();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function signUp(browser: CookieBrowser, on: { url: string }, name: string): Promise<string> {
  const res = await browser.fetch(`${on.url}/api/auth/sign-up/email`, {
    method: 'POST',
    json: {
      email: `${name}@example.com`,
      password: `${name} passphrase`,
      name,
      orgName: `${name}'s Bakery`,
    },
  });
  expect(res.status).toBe(200);
  const me = await browser.fetch(`${on.url}/api/me`);
  expect(me.status).toBe(200);
  return ((await me.json()) as { user: { id: string } }).user.id;
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Runway question',
  message: 'How is the runway computed?',
};

describe('two server processes on one database', { timeout: 60_000 }, () => {
  it('accept on one a session signed up on the other', async () => {
    const browser = createCookieBrowser();
    const userId = await signUp(browser, a, 'olive');
    const me = await browser.fetch(`${b.url}/api/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: userId, email: 'olive@example.com' } });

    const signedOut = await createCookieBrowser().fetch(`${b.url}/api/me`);
    expect(signedOut.status).toBe(401);
  });

  it('wake a member waiting on one for the feed when an edit is made through the other', async () => {
    const browser = createCookieBrowser();
    await signUp(browser, a, 'pearl');
    const me = await browser.fetch(`${a.url}/api/me`);
    const orgId = ((await me.json()) as { activeOrganizationId: string }).activeOrganizationId;
    const feed = `${b.url}/api/orgs/${orgId}/changes?since=0&waitMs=20000`;
    const started = Date.now();
    const held = browser.fetch(feed);
    // The wait must be held on b before the write: a write first would answer it at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = Date.now();
    const created = await browser.fetch(`${a.url}/api/orgs/${orgId}/transactions`, {
      method: 'POST',
      json: {
        transactions: [
          {
            id: 't1',
            date: '2026-03-02',
            description: 'Rent',
            amount: -1500,
            type: 'outflow',
            category: 'Rent',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const answer = await held;
    const heardAfterMs = Date.now() - written;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { changes: unknown[] }).changes).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(20_000);
    console.info(
      `replica feed latency (${database.databaseUrl ? 'PostgreSQL' : 'SQLite'}): ${heardAfterMs} ms`,
    );
  });

  it('count a client against one rate limit whichever of them it reaches', async () => {
    const browser = createCookieBrowser();
    const send = (on: ServerProcess) =>
      browser.fetch(`${on.url}/api/contact`, { method: 'POST', json: contact });
    expect((await send(a)).status).toBe(200);
    expect((await send(a)).status).toBe(200);
    const third = await send(b);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ message: CONTACT_RATE_LIMITED_MESSAGE });
  });

  it('serve from one an export written by the other, to the same visitor only', async () => {
    const browser = createCookieBrowser();
    const made = await browser.fetch(`${a.url}/api/export/csv`, {
      method: 'POST',
      json: {
        data: [{ date: '2024-01-15', description: 'Sale', amount: 1250.5, category: 'Sales' }],
        filename: 'transactions.csv',
      },
    });
    expect(made.status).toBe(200);
    const { filePath } = (await made.json()) as { filePath: string };

    const file = await browser.fetch(`${b.url}${filePath}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(
      'date,description,amount,category\n2024-01-15,Sale,1250.5,Sales',
    );
    const stranger = await createCookieBrowser().fetch(`${b.url}${filePath}`);
    expect(stranger.status).toBe(404);
  });

  it('pull through one the QuickBooks connection an organisation made through the other', async () => {
    const browser = createCookieBrowser();
    await signUp(browser, a, 'vic');
    const auth = await browser.fetch(`${a.url}/api/quickbooks/auth`);
    expect(auth.status).toBe(200);
    const { authUri } = (await auth.json()) as { authUri: string };
    const callback = await passConsent(authUri, 'approve');
    const back = await browser.fetch(`${a.url}${callback.pathname}${callback.search}`);
    expect(back.status).toBe(302);

    const status = await browser.fetch(`${b.url}/api/quickbooks/status`);
    expect(await status.json()).toMatchObject({ connected: true });
    const pulled = await browser.fetch(`${b.url}/api/quickbooks/export?format=json`);
    expect(pulled.status).toBe(200);
    const body = (await pulled.json()) as { data: { transactions: unknown[] } };
    expect(body.data.transactions.length).toBeGreaterThan(0);

    const otherOrganisation = createCookieBrowser();
    await signUp(otherOrganisation, b, 'otto');
    const theirs = await otherOrganisation.fetch(`${a.url}/api/quickbooks/status`);
    expect(await theirs.json()).toMatchObject({ connected: false });
  });

  it('behind the committed nginx configuration, keep a session made through it on either one', async () => {
    const proxy = await startNginxProxy([a.url, b.url]);
    try {
      const browser = createCookieBrowser();
      const userId = await signUp(browser, proxy, 'nina');
      // A write through the proxy passes the same-origin check: the browser's Host reaches the app.
      const made = await browser.fetch(`${proxy.url}/api/export/csv`, {
        method: 'POST',
        json: { data: [{ date: '2024-01-15', amount: 1 }], filename: 'one.csv' },
      });
      expect(made.status).toBe(200);
      for (const replica of [a, b]) {
        const me = await browser.fetch(`${replica.url}/api/me`);
        expect(await me.json()).toMatchObject({ user: { id: userId } });
      }
    } finally {
      await proxy.stop();
    }
  });
});
