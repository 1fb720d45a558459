import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '@cashline/qbo-emulator';
import type { RunningEmulator } from '@cashline/qbo-emulator';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCookieBrowser } from './testing/cookieBrowser.js';
import type { CookieBrowser } from './testing/cookieBrowser.js';
import { runExportLedger } from './testing/exportLedgerProcess.js';
import {
  OWNER,
  connectQuickBooks,
  pullQuickBooks,
  seedOwnerLedger,
  signInOwner,
} from './testing/ownerLedger.js';
import { startPostgresServer } from './testing/postgresServer.js';
import type { PostgresServer } from './testing/postgresServer.js';
import { readmeCommand, runReadmeCommand } from './testing/readmeBackup.js';
import { startServerProcess } from './testing/serverProcess.js';
import type { ServerProcess } from './testing/serverProcess.js';

/**
 * The README's "Backup and restore" steps, run for real on the database this pass of the suite
 * uses: on PostgreSQL its `pg_dump` and `pg_restore` lines (minus `docker compose exec postgres`)
 * against throwaway clusters standing in for the compose stack's `postgres` service; on SQLite a
 * copy of the stopped server's DATA_DIR. A restored server must give the owner back their ledger
 * (the export before the backup, byte for byte), their sign-in and their QuickBooks connection.
 */
const REDIRECT = 'http://127.0.0.1:3999/api/quickbooks/callback';
const onPostgres = process.env.CASHLINE_TEST_POSTGRES_URL !== undefined;

let emulator: RunningEmulator;
/** What the operator's `.env` gives every start of the app, as docker-compose.yml passes it. */
let dotEnv: Record<string, string>;
const running: ServerProcess[] = [];
const clusters: PostgresServer[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-backup-'));
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  await server.stop();
  running.splice(running.indexOf(server), 1);
}

beforeAll(async () => {
  emulator = await startEmulator({
    clientId: 'cashline-test',
    clientSecret: 'test-secret',
    redirectUris: [REDIRECT],
    today: new Date().toISOString().slice(0, 10),
  });
  dotEnv = {
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    QBO_CLIENT_ID: 'cashline-test',
    QBO_CLIENT_SECRET: 'test-secret',
    QBO_REDIRECT_URI: REDIRECT,
    QBO_OAUTH_BASE_URL: emulator.url,
    QBO_API_BASE_URL: emulator.url,
    WORKER_THREADS: '1',
  };
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const cluster of clusters.splice(0)) cluster.stop();
});

afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run export-ledger -- <orgId>` on the database `env` names; fails the test if it fails. */
async function exportedLedger(orgId: string, env: Record<string, string>): Promise<string> {
  const run = await runExportLedger(orgId, env);
  expect(run.stderr).toMatch(/^Exported \d+ transactions of Harbor Lane Bakery\.\n$/);
  expect(run.code).toBe(0);
  return run.stdout;
}

/** The seeded ledger is all in the export, so comparing exports compares ledgers. */
function expectSeeded(exported: string, orgId: string): void {
  expect(JSON.parse(exported)).toMatchObject({
    organizationId: orgId,
    accounts: expect.arrayContaining([expect.objectContaining({ id: 'savings' })]),
    documents: {
      categories: {
        version: 1,
        value: [{ name: 'Software', group: 'Operating' }, { name: 'Sales' }],
      },
      rules: { version: 1, value: [expect.objectContaining({ id: 'r1' })] },
    },
    imports: [expect.objectContaining({ fileName: 'march.csv' })],
    transactions: expect.arrayContaining(
      ['t1', 't2', 'i1', 'i2'].map((id) => expect.objectContaining({ id })),
    ),
  });
}

/** A change after the backup, which the restore must take away again. */
async function addLateTransaction(browser: CookieBrowser, url: string, orgId: string) {
  const res = await browser.fetch(`${url}/api/orgs/${orgId}/transactions`, {
    method: 'POST',
    json: {
      transactions: [
        {
          id: 'late',
          date: '2026-04-01',
          description: 'Late',
          amount: -5,
          type: 'outflow',
          category: 'Software',
        },
      ],
    },
  });
  expect(res.status, await res.text()).toBe(201);
}

async function transactionIds(browser: CookieBrowser, url: string, orgId: string) {
  const res = await browser.fetch(`${url}/api/orgs/${orgId}/transactions`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { transactions: { id: string }[] };
  return page.transactions.map((row) => row.id).sort();
}

async function signedInAs(browser: CookieBrowser, url: string): Promise<string | number> {
  const me = await browser.fetch(`${url}/api/me`);
  if (me.status !== 200) return me.status;
  return ((await me.json()) as { user: { email: string } }).user.email;
}

/** A cluster with the empty `cashline` database the postgres image makes (POSTGRES_DB). */
async function startPostgresService(): Promise<{ port: number; databaseUrl: string }> {
  const cluster = await startPostgresServer();
  clusters.push(cluster);
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  await admin.query('create database cashline');
  await admin.end();
  return {
    port: Number(new URL(cluster.url).port),
    databaseUrl: cluster.url.replace(/\/[^/]*$/, '/cashline'),
  };
}

// Each pass of the suite checks the procedure for its own database.
if (onPostgres) {
  describe('backup and restore on PostgreSQL, as the README says', () => {
    it(
      'restores into the same database and onto a fresh stack, with sign-ins and QuickBooks',
      {
        timeout: 240_000,
      },
      async () => {
        const dump = readmeCommand('pg_dump');
        const restore = readmeCommand('pg_restore');
        const backups = tempDir();
        // The README asks for the sign-in secrets in .env: then a new cashline-data volume keeps them.
        const secrets = {
          SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
          BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
        };
        const service = await startPostgresService();
        const env = {
          ...dotEnv,
          ...secrets,
          DATABASE_URL: service.databaseUrl,
          DATA_DIR: tempDir(),
        };
        const app = await start(env);
        const browser = createCookieBrowser();
        const orgId = await seedOwnerLedger(browser, app.url);
        await connectQuickBooks(browser, app.url);
        const before = await exportedLedger(orgId, env);
        expectSeeded(before, orgId);

        expect(runReadmeCommand(dump, service.port, backups)).toEqual({ status: 0, stderr: '' });

        // (a) Into the same database, the app still running: the change since the backup is gone.
        await addLateTransaction(browser, app.url, orgId);
        expect(await exportedLedger(orgId, env)).not.toBe(before);
        expect(runReadmeCommand(restore, service.port, backups)).toEqual({ status: 0, stderr: '' });
        expect(await exportedLedger(orgId, env)).toBe(before);
        expect(await transactionIds(browser, app.url, orgId)).toEqual(['i1', 'i2', 't1', 't2']);
        await stop(app);

        // (b) Onto a fresh stack: a new postgres volume (an empty `cashline` database), a new
        // cashline-data volume, the same .env.
        const fresh = await startPostgresService();
        expect(runReadmeCommand(restore, fresh.port, backups)).toEqual({ status: 0, stderr: '' });
        const freshEnv = { ...env, DATABASE_URL: fresh.databaseUrl, DATA_DIR: tempDir() };
        const restored = await start(freshEnv);
        expect(await exportedLedger(orgId, freshEnv)).toBe(before);
        expect(await signedInAs(browser, restored.url)).toBe(OWNER.email);
        expect(await pullQuickBooks(browser, restored.url)).toBeGreaterThan(0);
        const again = createCookieBrowser();
        expect(await signInOwner(again, restored.url)).toBe(200);
        expect(await transactionIds(again, restored.url, orgId)).toEqual(['i1', 'i2', 't1', 't2']);
        await stop(restored);

        // Without the sign-in secrets in .env they are generated anew: everyone signs in again, with
        // the same password, and the organisation's QuickBooks connection is still there.
        const { SESSION_SECRET: _session, BETTER_AUTH_SECRET: _auth, ...withoutSecrets } = freshEnv;
        const regenerated = await start({ ...withoutSecrets, DATA_DIR: tempDir() });
        expect(await signedInAs(browser, regenerated.url)).toBe(401);
        expect(await signInOwner(browser, regenerated.url)).toBe(200);
        expect(await pullQuickBooks(browser, regenerated.url)).toBeGreaterThan(0);
      },
    );
  });
} else {
  describe('backup and restore on SQLite, as the README says', () => {
    it(
      'a copy of the stopped server’s DATA_DIR brings back the ledger, sign-ins and QuickBooks',
      {
        timeout: 180_000,
      },
      async () => {
        // No sign-in secrets in .env: the server generates them into DATA_DIR, and the copy has them.
        const dataDir = tempDir();
        const env = { ...dotEnv, DATA_DIR: dataDir };
        const app = await start(env);
        const browser = createCookieBrowser();
        const orgId = await seedOwnerLedger(browser, app.url);
        await connectQuickBooks(browser, app.url);
        const before = await exportedLedger(orgId, env);
        expectSeeded(before, orgId);
        await stop(app);

        const copy = path.join(tempDir(), 'data');
        fs.cpSync(dataDir, copy, { recursive: true });
        // The original moves on after the backup.
        const later = await start(env);
        await addLateTransaction(browser, later.url, orgId);
        await stop(later);
        expect(await exportedLedger(orgId, env)).not.toBe(before);

        const restoredEnv = { ...env, DATA_DIR: copy };
        const restored = await start(restoredEnv);
        expect(await exportedLedger(orgId, restoredEnv)).toBe(before);
        expect(await signedInAs(browser, restored.url)).toBe(OWNER.email);
        expect(await pullQuickBooks(browser, restored.url)).toBeGreaterThan(0);
        const again = createCookieBrowser();
        expect(await signInOwner(again, restored.url)).toBe(200);
        expect(await transactionIds(again, restored.url, orgId)).toEqual(['i1', 'i2', 't1', 't2']);
      },
    );
  });
}
