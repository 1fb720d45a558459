import { describe, expect, it } from 'vitest';
import {
  basic,
  closeAfterEach,
  connect,
  consent,
  query,
  REDIRECT,
  start,
  tokenRequest,
} from './testing/emulatorClient.js';

closeAfterEach();

describe('OAuth', () => {
  it('redirects an approved consent with code, state and realm id', async () => {
    const e = await start();
    const callback = await consent(e, 'approve', 'abc');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('abc');
    expect(callback.searchParams.get('realmId')).toBe(e.realmId);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('redirects a denied consent with error=access_denied', async () => {
    const e = await start();
    const callback = await consent(e, 'deny', 'abc');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('abc');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses to show consent for an unregistered redirect URI', async () => {
    const e = await start();
    const res = await fetch(
      `${e.url}/connect/oauth2?client_id=app-id&response_type=code&scope=com.intuit.quickbooks.accounting&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
  });

  it('exchanges a code once and only once', async () => {
    const e = await start();
    const code = (await consent(e, 'approve')).searchParams.get('code') ?? '';
    const body = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    const first = await tokenRequest(e, body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      x_refresh_token_expires_in: 8_726_400,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const second = await tokenRequest(e, body);
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: 'invalid_grant' });
  });

  it('checks the client credentials', async () => {
    const e = await start();
    const code = (await consent(e, 'approve')).searchParams.get('code') ?? '';
    const res = await tokenRequest(
      e,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      'wrong',
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalid_client' });
  });

  it('rotates the refresh token and retires the old one', async () => {
    const e = await start();
    const tokens = await connect(e);
    const refreshed = await tokenRequest(e, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { refresh_token: string; access_token: string };
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const reused = await tokenRequest(e, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect((await query(e, next.access_token, 'select * from Deposit')).status).toBe(200);
  });

  it('revokes the whole connection', async () => {
    const e = await start();
    const tokens = await connect(e);
    const res = await fetch(`${e.url}/oauth2/v1/tokens/revoke`, {
      method: 'POST',
      headers: { Authorization: basic('app-id', 'app-secret'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: tokens.refresh_token }),
    });
    expect(res.status).toBe(200);
    expect((await query(e, tokens.access_token, 'select * from Deposit')).status).toBe(401);
    const refresh = await tokenRequest(e, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(await refresh.json()).toEqual({ error: 'invalid_grant' });
  });
});

describe('query endpoint', () => {
  it('answers pages in the QueryResponse shape and an empty object past the end', async () => {
    const e = await start({ salesReceiptsPerDay: 4 });
    const { access_token } = await connect(e);
    const total = e.ledger.entities.SalesReceipt.length;
    expect(total).toBeGreaterThan(1000);

    const first = await query(
      e,
      access_token,
      'select * from SalesReceipt startposition 1 maxresults 1000',
    );
    const firstBody = (await first.json()) as {
      QueryResponse: Record<string, unknown>;
      time: string;
    };
    expect(firstBody.QueryResponse).toMatchObject({ startPosition: 1, maxResults: 1000 });
    expect(firstBody.QueryResponse.SalesReceipt).toHaveLength(1000);
    expect(firstBody.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-08:00$/);

    const second = (await (
      await query(e, access_token, 'select * from SalesReceipt startposition 1001 maxresults 1000')
    ).json()) as { QueryResponse: { SalesReceipt: unknown[]; maxResults: number } };
    expect(second.QueryResponse.maxResults).toBe(total - 1000);

    const past = await (
      await query(
        e,
        access_token,
        `select * from SalesReceipt startposition ${total + 1} maxresults 1000`,
      )
    ).json();
    expect(past).toEqual({ QueryResponse: {}, time: expect.any(String) });
  });

  it('filters on TxnDate and counts', async () => {
    const e = await start();
    const { access_token } = await connect(e);
    const res = await query(
      e,
      access_token,
      "SELECT COUNT(*) FROM Purchase WHERE TxnDate >= '2025-06-01' AND TxnDate <= '2025-06-30'",
    );
    const expected = e.ledger.entities.Purchase.filter(
      (p) => (p.TxnDate as string) >= '2025-06-01' && (p.TxnDate as string) <= '2025-06-30',
    ).length;
    expect(expected).toBeGreaterThan(5);
    expect(await res.json()).toMatchObject({ QueryResponse: { totalCount: expected } });
  });

  it('answers a bad query with a ValidationFault', async () => {
    const e = await start();
    const { access_token } = await connect(e);
    const res = await query(e, access_token, 'select * from Nonsense');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      Fault: {
        type: 'ValidationFault',
        Error: [
          {
            code: '4000',
            Message: 'Error parsing query',
            Detail: expect.stringContaining('Nonsense'),
          },
        ],
      },
    });
  });

  it('answers 401 with an AuthenticationFailed fault once the access token expires', async () => {
    const e = await start();
    const { access_token } = await connect(e);
    e.expireAccessTokens();
    const res = await query(e, access_token, 'select * from Deposit');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      fault: { type: 'AUTHENTICATION', error: [{ code: '3200', detail: 'Token expired' }] },
    });
  });

  it('refuses another company with a 403 authorization fault', async () => {
    const e = await start();
    const { access_token } = await connect(e);
    const res = await query(e, access_token, 'select * from Deposit', '1234');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ fault: { error: [{ code: '3100' }] } });
  });

  it('throttles with 429 past the configured rate and recovers after the window', async () => {
    let clock = 1_000_000;
    const e = await start({ rateLimit: { limit: 2, windowMs: 1000 }, now: () => clock });
    const { access_token } = await connect(e);
    expect((await query(e, access_token, 'select * from Deposit')).status).toBe(200);
    expect((await query(e, access_token, 'select * from Deposit')).status).toBe(200);
    const throttled = await query(e, access_token, 'select * from Deposit');
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ Fault: { Error: [{ code: '3001' }] } });
    clock += 1001;
    expect((await query(e, access_token, 'select * from Deposit')).status).toBe(200);
    expect(e.stats.throttled).toBe(1);
  });

  it('answers scripted faults first: 429 with Retry-After, then a held-back answer', async () => {
    const e = await start();
    const { access_token } = await connect(e);
    e.faults.add({ status: 429, retryAfter: '45' }, 2);
    e.faults.add({ delayMs: 300 });
    for (let i = 0; i < 2; i += 1) {
      const throttled = await query(e, access_token, 'select * from Deposit');
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get('retry-after')).toBe('45');
      expect(await throttled.json()).toMatchObject({ Fault: { Error: [{ code: '3001' }] } });
    }
    const started = Date.now();
    expect((await query(e, access_token, 'select * from Deposit')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const plain = await query(e, access_token, 'select * from Deposit');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('retry-after')).toBeNull();
    expect(e.stats).toMatchObject({ requests: 4, queries: 2, throttled: 2 });
  });

  it('takes scripted faults over HTTP, for tests that run it in another process', async () => {
    const e = await start();
    const { access_token } = await connect(e);
    const control = (method: string, body?: unknown) =>
      fetch(`${e.url}/__emulator/faults`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await control('POST', { status: 500 })).status).toBe(400);
    expect((await control('POST', { status: 429, retryAfter: '45', times: 3 })).status).toBe(200);
    const throttled = await query(e, access_token, 'select * from Deposit');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('45');
    expect((await control('DELETE')).status).toBe(200);
    expect((await query(e, access_token, 'select * from Deposit')).status).toBe(200);
    const stats = (await (await fetch(`${e.url}/__emulator/stats`)).json()) as unknown;
    expect(stats).toMatchObject({ requests: 2, throttled: 1, queries: 1 });
  });
});
