import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { transactionSchema } from '@cashline/core';
import type { EmulatorOptions } from '@cashline/qbo-emulator';
import { sql } from 'kysely';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { passConsent } from '../testing/emulatorConsent.js';
import { createLogger } from '../logger.js';
import {
  connectAgent as connect,
  startQuickBooksHarness,
  TODAY,
} from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let harness: QuickBooksHarness | undefined;
let ctx: TestContext | undefined;
afterEach(async () => {
  await harness?.close();
  ctx?.cleanup();
  harness = undefined;
  ctx = undefined;
});

/** The app's own logger (with its redaction) at its most verbose, writing into `lines`. */
function capturingLogger(lines: string[]) {
  return createLogger(
    'trace',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
}

async function setUp(
  options: Partial<EmulatorOptions> = {},
  env: Record<string, string> = {},
  logs?: string[],
) {
  harness = await startQuickBooksHarness(
    options,
    env,
    logs ? { logger: capturingLogger(logs) } : {},
  );
  return harness;
}

describe('connecting to QuickBooks', { timeout: 60_000 }, () => {
  it('runs the OAuth round trip, then pulls the ledger for this session', async () => {
    const { agent, e } = await setUp();
    const auth = await agent.get('/api/quickbooks/auth').expect(200);
    expect(auth.body).toEqual({
      success: true,
      authUri: expect.stringContaining(`${e.url}/connect/oauth2?`),
    });
    const state = new URL(auth.body.authUri as string).searchParams.get('state');
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const callback = await passConsent(auth.body.authUri as string, 'approve');
    const back = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(back.headers.location).toBe('/integration/quickbooks?connected=1');

    const status = await agent.get('/api/quickbooks/status').expect(200);
    expect(status.body).toEqual({
      success: true,
      configured: true,
      connected: true,
      companyName: 'Harbor Lane Bakery',
      connectedAt: `${TODAY}T12:00:00.000Z`,
    });

    const pulled = await agent.get('/api/quickbooks/export?format=json').expect(200);
    expect(pulled.body.success).toBe(true);
    const { transactions } = pulled.body.data as { transactions: unknown[] };
    expect(transactions.length).toBeGreaterThan(500);
    for (const t of transactions) expect(transactionSchema.parse(t)).toMatchObject({ balance: 0 });
    expect(pulled.body.message).toBe(
      `Pulled ${transactions.length} transactions from QuickBooks (2024-07-01 to ${TODAY}).`,
    );
    expect(pulled.body.data.range).toEqual({ from: '2024-07-01', to: TODAY });

    const income = (await agent.get('/api/quickbooks/income').expect(200)).body.data
      .transactions as { amount: number; transferId?: string }[];
    const expenses = (await agent.get('/api/quickbooks/expenses').expect(200)).body.data
      .transactions as { amount: number; transferId?: string }[];
    const all = (await agent.get('/api/quickbooks/transactions').expect(200)).body.data
      .transactions as unknown[];
    expect(income.every((t) => t.amount > 0)).toBe(true);
    expect(expenses.every((t) => t.amount < 0)).toBe(true);
    const transfers = (all as { transferId?: string }[]).filter((t) => t.transferId);
    expect(transfers.length).toBeGreaterThan(0);
    expect(income.length + expenses.length + transfers.length).toBe(all.length);
    expect(all).toEqual(transactions);
  });

  it('refuses a callback whose state is not the one this session was given', async () => {
    const { agent } = await setUp();
    const auth = await agent.get('/api/quickbooks/auth').expect(200);
    const callback = await passConsent(auth.body.authUri as string, 'approve');
    callback.searchParams.set('state', 'forged-state');
    const back = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(back.headers.location).toBe('/integration/quickbooks?error=invalid_state');
    expect((await agent.get('/api/quickbooks/status')).body.connected).toBe(false);
  });

  it('refuses a callback in a session that never asked to connect', async () => {
    const { app, agent } = await setUp();
    const auth = await agent.get('/api/quickbooks/auth').expect(200);
    const callback = await passConsent(auth.body.authUri as string, 'approve');
    const stranger = request.agent(app);
    const back = await stranger.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(back.headers.location).toBe('/integration/quickbooks?error=invalid_state');
    expect((await stranger.get('/api/quickbooks/status')).body.connected).toBe(false);
  });

  it('reports a denied consent and stores nothing', async () => {
    const { agent } = await setUp();
    const back = await connect(agent, 'deny');
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('/integration/quickbooks?error=access_denied');
    expect((await agent.get('/api/quickbooks/status')).body.connected).toBe(false);
  });

  it('keeps one session from using another session’s connection', async () => {
    const { app, agent } = await setUp();
    await connect(agent);
    const other = request.agent(app);
    expect((await other.get('/api/quickbooks/status').expect(200)).body.connected).toBe(false);
    const pulled = await other.get('/api/quickbooks/export?format=json').expect(409);
    expect(pulled.body).toEqual({
      success: false,
      error: 'quickbooks_not_connected',
      message: 'QuickBooks is not connected. Please authorize first.',
    });
    await agent.get('/api/quickbooks/export').expect(200);
  });

  it('never stores tokens, the realm id or the company name readably', async () => {
    const { agent, e, ctx: c } = await setUp();
    await connect(agent);
    e.expireAccessTokens();
    await agent.get('/api/quickbooks/export').expect(200);
    const secrets = [...e.issuedTokens(), e.realmId, 'Harbor Lane Bakery'];
    expect(e.issuedTokens().length).toBe(4);
    const rows = await c.sql.kysely.selectFrom('quickbooks_connections').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored: [string, Buffer][] = rows.map((row) => [
      'the stored row',
      Buffer.from(JSON.stringify(row)),
    ]);
    stored.push(['the sealed column', Buffer.from(rows[0]!.sealed)]);
    if (c.sql.dialect === 'sqlite') {
      await sql`pragma wal_checkpoint(FULL)`.execute(c.sql.kysely);
      for (const file of fs.readdirSync(c.config.dataDir)) {
        stored.push([file, fs.readFileSync(path.join(c.config.dataDir, file))]);
      }
    }
    for (const [where, bytes] of stored) {
      for (const secret of secrets) {
        expect(bytes.includes(Buffer.from(secret)), `${where} holds ${secret.slice(0, 8)}…`).toBe(
          false,
        );
      }
    }
  });
});

describe('logs', { timeout: 60_000 }, () => {
  it('never hold a token, the authorization code, the realm id or ledger data', async () => {
    const logs: string[] = [];
    const { agent, e } = await setUp({}, {}, logs);
    const auth = await agent.get('/api/quickbooks/auth').expect(200);
    const callback = await passConsent(auth.body.authUri as string, 'approve');
    await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    e.expireAccessTokens();
    await agent.get('/api/quickbooks/export').expect(200);
    e.revokeAllConnections();
    e.expireAccessTokens();
    await agent.get('/api/quickbooks/export').expect(401);
    const text = logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      ...e.issuedTokens(),
      callback.searchParams.get('code') ?? '',
      e.realmId,
      'Harbor Lane Bakery',
      'Daily till takings',
      'test-secret',
    ]) {
      expect(text.includes(secret), secret.slice(0, 8)).toBe(false);
    }
  });
});

describe('keeping the connection', { timeout: 60_000 }, () => {
  it('refreshes an expired access token and keeps working on the newest refresh token', async () => {
    const { agent, e } = await setUp();
    await connect(agent);
    e.expireAccessTokens();
    await agent.get('/api/quickbooks/export').expect(200);
    e.expireAccessTokens();
    await agent.get('/api/quickbooks/export').expect(200);
    expect(e.stats.unauthorized).toBe(2);
  });

  it('asks to connect again when the refresh token was revoked', async () => {
    const { agent, e } = await setUp();
    await connect(agent);
    e.revokeAllConnections();
    const res = await agent.get('/api/quickbooks/export').expect(401);
    expect(res.body).toEqual({
      success: false,
      error: 'quickbooks_connection_lost',
      message:
        'Your QuickBooks connection has expired or was revoked. Please connect to QuickBooks again.',
    });
    expect((await agent.get('/api/quickbooks/status')).body.connected).toBe(false);
  });

  it('disconnects by revoking the tokens at Intuit', async () => {
    const { agent, e } = await setUp();
    await connect(agent);
    const res = await agent.post('/api/quickbooks/disconnect').expect(200);
    expect(res.body).toEqual({ success: true, message: 'Disconnected from QuickBooks.' });
    expect((await agent.get('/api/quickbooks/status')).body.connected).toBe(false);
    await agent.get('/api/quickbooks/export').expect(409);
    // Intuit no longer honours the refresh token: the connection was revoked there too.
    const refreshToken = e.issuedTokens().at(-1) ?? '';
    const refused = await fetch(`${e.url}/oauth2/v1/tokens/bearer`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('cashline-test:test-secret').toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(await refused.json()).toEqual({ error: 'invalid_grant' });
  });
});

describe('pulling the ledger', { timeout: 60_000 }, () => {
  it('pulls every page when an entity has more than 1000 records', async () => {
    const { agent, e } = await setUp({ salesReceiptsPerDay: 4 });
    await connect(agent);
    const res = await agent.get('/api/quickbooks/export?format=json').expect(200);
    const ids = (res.body.data.transactions as { id: string }[]).map((t) => t.id);
    const receipts = ids.filter((id) => id.startsWith('imported-qbo-salesreceipt-'));
    expect(receipts.length).toBe(e.ledger.entities.SalesReceipt.length);
    expect(receipts.length).toBeGreaterThan(1000);
  });

  it('backs off when QuickBooks answers 429 and still gets everything', async () => {
    // The emulator's clock moves 50 ms each time it is read, so throttling depends on the number
    // of requests and not on how fast this machine happens to be.
    let clock = Date.now();
    const { agent, e } = await setUp({
      rateLimit: { limit: 2, windowMs: 1000 },
      now: () => (clock += 50),
    });
    await connect(agent);
    const res = await agent.get('/api/quickbooks/export').expect(200);
    expect(e.stats.throttled).toBeGreaterThan(0);
    expect(res.body.data.transactions.length).toBeGreaterThan(500);
  });

  it('pulls a chosen date range and rejects a malformed one', async () => {
    const { agent } = await setUp();
    await connect(agent);
    const res = await agent
      .get('/api/quickbooks/expenses?from=2025-06-01&to=2025-06-30')
      .expect(200);
    const dates = (res.body.data.transactions as { date: string }[]).map((t) => t.date);
    expect(dates.length).toBeGreaterThan(5);
    expect(dates.every((d) => d >= '2025-06-01' && d <= '2025-06-30')).toBe(true);
    const bad = await agent.get('/api/quickbooks/export?from=2025-06-31').expect(400);
    expect(bad.body.message).toBe('The from date must be a date written as YYYY-MM-DD.');
  });
});

describe('without QuickBooks settings', () => {
  it('tells users only that it is not set up, never which settings are missing', async () => {
    const c = await createTestContext({ QBO_CLIENT_ID: 'only-this' });
    ctx = c;
    const agent = request.agent(createApp(c));
    const status = await agent.get('/api/quickbooks/status').expect(200);
    expect(status.body).toEqual({ success: true, configured: false, connected: false });
    const expected = {
      success: false,
      error: 'quickbooks_not_configured',
      message: "QuickBooks isn't set up on this installation.",
    };
    for (const path of [
      'auth',
      'callback?code=x&state=y&realmId=1',
      'export?format=json',
      'transactions',
      'income',
      'expenses',
    ]) {
      const res = await agent.get(`/api/quickbooks/${path}`).expect(503);
      expect(res.body, path).toEqual(expected);
    }
    expect((await agent.post('/api/quickbooks/disconnect').expect(503)).body).toEqual(expected);
  });
});
