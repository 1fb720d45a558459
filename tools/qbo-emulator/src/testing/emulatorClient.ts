import { afterEach, expect } from 'vitest';
import { startEmulator } from '../emulator.js';
import type { EmulatorOptions, RunningEmulator } from '../emulator.js';

/** Test helpers: an emulator started per test and the OAuth round trip a client makes. */

export const REDIRECT = 'http://127.0.0.1:3999/api/quickbooks/callback';
export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let emulator: RunningEmulator | undefined;

/** Closes the test's emulator after each test. */
export function closeAfterEach(): void {
  afterEach(async () => {
    await emulator?.close();
    emulator = undefined;
  });
}

export async function start(overrides: Partial<EmulatorOptions> = {}): Promise<RunningEmulator> {
  emulator = await startEmulator({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    redirectUris: [REDIRECT],
    today: '2025-07-01',
    ...overrides,
  });
  return emulator;
}

export async function consent(e: RunningEmulator, decision: 'approve' | 'deny', state = 'st-1') {
  const page = await fetch(
    `${e.url}/connect/oauth2?${new URLSearchParams({
      client_id: 'app-id',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      state,
    })}`,
  );
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Harbor Lane Bakery');
  const res = await fetch(`${e.url}/connect/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      clientId: 'app-id',
      redirectUri: REDIRECT,
      scope: 'com.intuit.quickbooks.accounting',
      state,
      decision,
    }),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

export function tokenRequest(
  e: RunningEmulator,
  body: Record<string, string>,
  secret = 'app-secret',
) {
  return fetch(`${e.url}/oauth2/v1/tokens/bearer`, {
    method: 'POST',
    headers: { Authorization: basic('app-id', secret), Accept: 'application/json' },
    body: new URLSearchParams(body),
  });
}

export async function connect(e: RunningEmulator) {
  const callback = await consent(e, 'approve');
  const res = await tokenRequest(e, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: REDIRECT,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

export function query(e: RunningEmulator, accessToken: string, sql: string, realmId = e.realmId) {
  return fetch(
    `${e.url}/v3/company/${realmId}/query?${new URLSearchParams({ query: sql, minorversion: '75' })}`,
    { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } },
  );
}
