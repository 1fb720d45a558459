import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieBrowser } from '../../testing/cookieBrowser.js';
import type { CookieBrowser } from '../../testing/cookieBrowser.js';
import { startPostgresServer } from '../../testing/postgresServer.js';
import type { PostgresServer } from '../../testing/postgresServer.js';
import { startServerProcess } from '../../testing/serverProcess.js';
import type { ServerProcess } from '../../testing/serverProcess.js';

/**
 * The database that docker-compose deploys stops under a running server in the middle of an
 * import (a crash, a failover): the import lands whole or not at all, the server answers with
 * client errors (never a 500) while the database is away, and serves again once it is back,
 * without being restarted itself. Both passes of the suite run it on a cluster of its own.
 */
let postgres: PostgresServer;
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  postgres = await startPostgresServer({ crashSafe: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-restart-'));
  server = await startServerProcess({
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    WORKER_THREADS: '1',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ROWS = 20_000;
const CHUNK = 5_000;
const row = (i: number) => ({
  id: `r-${i}`,
  date: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  description: `CARD ${i} SUPPLIER`,
  amount: -(i % 500) - 0.25,
  type: 'outflow',
  category: 'Supplies',
});

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Retries `send` until it answers something other than a refusal for want of the database. */
async function once(send: () => Promise<Response>): Promise<Response> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await send();
    if (res.status !== 503 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function countRows(browser: CookieBrowser, orgPath: string): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const query = `limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await once(() => browser.fetch(`${orgPath}/transactions?${query}`));
    expect(res.status).toBe(200);
    const page = await json<{ transactions: unknown[]; nextCursor?: string }>(res);
    count += page.transactions.length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}

describe('PostgreSQL restarting under a running server', () => {
  it('leaves an import whole or absent, answers no 500, and serves again on its own', async () => {
    const browser = createCookieBrowser();
    const signedUp = await browser.fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      json: {
        email: 'rhea@example.com',
        password: 'rhea passphrase',
        name: 'Rhea',
        orgName: 'Rhea Foods',
      },
    });
    expect(signedUp.status).toBe(200);
    const me = await json<{ activeOrganizationId: string }>(
      await browser.fetch(`${server.url}/api/me`),
    );
    const orgPath = `${server.url}/api/orgs/${me.activeOrganizationId}`;
    const started = await browser.fetch(`${orgPath}/imports`, {
      method: 'POST',
      json: { fileName: 'year.csv', rowCount: ROWS },
    });
    expect(started.status).toBe(201);
    const { id } = await json<{ id: string }>(started);
    for (let index = 0; index * CHUNK < ROWS; index += 1) {
      const transactions = Array.from({ length: CHUNK }, (_, i) => row(index * CHUNK + i));
      const res = await browser.fetch(`${orgPath}/imports/${id}/chunks`, {
        method: 'POST',
        json: { index, transactions },
      });
      expect(res.status).toBe(200);
    }

    // The commit is under way when the database goes down.
    const commit = () => browser.fetch(`${orgPath}/imports/${id}/commit`, { method: 'POST' });
    const during = commit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    postgres.restart();
    const first = await during.catch((err: unknown) => {
      throw new Error(
        `the commit got no answer (${String(err)}); the server printed:\n${server.output().slice(-3000)}`,
      );
    });
    if (![200, 503].includes(first.status)) {
      const errors = server
        .output()
        .split('\n')
        .filter((line) => line.includes('unhandled error'));
      throw new Error(`the commit answered ${first.status}: ${errors.join('\n')}`);
    }

    const health = await once(() => browser.fetch(`${server.url}/api/health`));
    expect(health.status).toBe(200);
    const rows = await countRows(browser, orgPath);
    expect([0, ROWS]).toContain(rows);

    if (first.status === 200) expect(rows).toBe(ROWS);
    // Sent again, the commit lands the rows if they are absent, or is refused as already done.
    const again = await once(commit);
    expect(again.status).toBe(rows === ROWS ? 409 : 200);
    expect(await countRows(browser, orgPath)).toBe(ROWS);
  }, 180_000);
});
