import crypto from 'node:crypto';
import { startEmulator } from '@cashline/qbo-emulator';
import type { EmulatorOptions, RunningEmulator } from '@cashline/qbo-emulator';
import type { Express } from 'express';
import request from 'supertest';
import type { Response } from 'supertest';
import { createApp } from '../app.js';
import { migrateAuthTables } from '../auth/migrateAuthTables.js';
import type { AppContext } from '../context.js';
import { passConsent } from './emulatorConsent.js';
import { createTestContext } from './testContext.js';
import type { TestContext } from './testContext.js';

export const REDIRECT = 'http://127.0.0.1:3999/api/quickbooks/callback';
export const TODAY = '2025-07-01';

export type Agent = ReturnType<typeof request.agent>;
export type QuickBooksHarness = {
  e: RunningEmulator;
  ctx: TestContext;
  app: Express;
  agent: Agent;
  close(): Promise<void>;
};

/**
 * The Intuit emulator on a free port with the app pointed at it (a real SQLite file, short
 * back-off), its clock fixed at noon on TODAY, and a browser-like agent with a cookie jar.
 */
export async function startQuickBooksHarness(
  options: Partial<EmulatorOptions> = {},
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
): Promise<QuickBooksHarness> {
  const e = await startEmulator({
    clientId: 'cashline-test',
    clientSecret: 'test-secret',
    redirectUris: [REDIRECT],
    today: TODAY,
    ...options,
  });
  const ctx = await createTestContext(
    {
      QBO_CLIENT_ID: 'cashline-test',
      QBO_CLIENT_SECRET: 'test-secret',
      QBO_REDIRECT_URI: REDIRECT,
      TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      QBO_OAUTH_BASE_URL: e.url,
      QBO_API_BASE_URL: e.url,
      QBO_RETRY_BASE_MS: '40',
      ...env,
    },
    { now: () => new Date(`${TODAY}T12:00:00Z`), ...overrides },
  );
  // As at start-up: a signed-in user's connection belongs to their organisation.
  await migrateAuthTables(ctx.auth);
  const app = createApp(ctx);
  return {
    e,
    ctx,
    app,
    agent: request.agent(app),
    async close() {
      await e.close();
      await ctx.cleanup();
    },
  };
}

/** What a browser does: ask for the consent URL, pass Intuit's consent, follow the redirect back. */
export async function connectAgent(
  agent: Agent,
  decision: 'approve' | 'deny' = 'approve',
): Promise<Response> {
  const auth = await agent.get('/api/quickbooks/auth').expect(200);
  const callback = await passConsent(auth.body.authUri as string, decision);
  return agent.get(`${callback.pathname}${callback.search}`);
}
