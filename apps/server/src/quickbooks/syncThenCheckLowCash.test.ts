import { afterEach, describe, expect, it } from 'vitest';
import { signUp, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';
import { createLowCashCheck } from '../notify/lowCashCheck.js';
import { createMailer } from '../notify/mailer.js';
import { createQuickBooksService } from './quickbooksService.js';
import { quickBooksSetup } from './quickbooksSetup.js';
import { OpenItemsSyncError, syncOrganisation } from './quickbooksSync.js';
import type { QuickBooksSyncDeps } from './quickbooksSync.js';
import { syncThenCheckLowCash } from './syncThenCheckLowCash.js';

let clock = 0;
let harness: QuickBooksHarness | undefined;
let server: AuthServer | undefined;
let smtp: LocalSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  await harness?.close();
  await smtp?.close();
  server = harness = smtp = undefined;
});

/**
 * A connected bakery whose owner wants $10,000,000 at least (its forecast is below that), the
 * scheduled sync's dependencies with an invoices pull that fails when `failing`, and its low-cash
 * check mailing a local SMTP server.
 */
async function lowBakery() {
  clock = Date.parse('2025-07-01T12:00:00Z');
  harness = await startQuickBooksHarness({ now: () => clock }, {}, { now: () => new Date(clock) });
  server = await startAuthServer(harness.ctx, harness.app);
  const mail = await startLocalSmtpServer();
  smtp = mail;
  const owner = await signUp(server.agent(), {
    email: 'olive@example.com',
    password: 'olive passphrase',
    name: 'olive',
    orgName: 'Harbor Lane Bakery',
  });
  expect((await connectAgent(owner.agent)).status).toBe(302);
  await owner.agent
    .put(`/api/orgs/${owner.organizationId}/documents/settings`)
    .send({ baseVersion: 0, value: { importLayouts: {}, cashMinimum: 10_000_000 } })
    .expect(200);
  const { ctx } = harness;
  const setup = quickBooksSetup(ctx.config);
  if (!setup.ok) throw new Error('the harness sets QuickBooks up');
  const service = createQuickBooksService({ ...setup, sql: ctx.sql, now: ctx.now });
  const deps = (failing: boolean): QuickBooksSyncDeps => ({
    db: ctx.sql.kysely,
    service: failing
      ? { ...service, pullOpenItems: () => Promise.reject(new Error('Intuit fault')) }
      : service,
    now: ctx.now,
    connectionLost: async () => false,
    changed: () => undefined,
  });
  const publicUrl = 'http://cash.test';
  const check = createLowCashCheck({
    db: ctx.sql.kysely,
    auth: ctx.auth,
    mailer: createMailer({ ...ctx.config, smtpUrl: mail.url, publicUrl }),
    publicUrl,
    secret: ctx.sessionSecret,
    now: ctx.now,
    logger: { warn: () => undefined },
  });
  const run = (failing: boolean) =>
    syncThenCheckLowCash((orgId, signal) => syncOrganisation(deps(failing), orgId, signal), check, {
      warn: () => undefined,
    })(owner.organizationId);
  return { owner, run, mail };
}

const mailed = async (mail: LocalSmtpServer) => {
  await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
  return mail.received[0]?.to;
};

describe('a scheduled sync and the low-cash check', { timeout: 120_000 }, () => {
  it('checks the synced ledger for low cash even when the invoices pull failed', async () => {
    const { owner, run, mail } = await lowBakery();
    await expect(run(true)).rejects.toBeInstanceOf(OpenItemsSyncError);
    expect(await mailed(mail)).toEqual(['olive@example.com']);

    // The status says what the run did to the invoices and bills: their pull failed.
    const failed = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(failed.body.sync.lastResult.openItems).toEqual({
      added: 0,
      updated: 0,
      removed: 0,
      failed: true,
    });
  });

  it('says how many invoices and bills the last run added, updated and removed', async () => {
    const { owner, run, mail } = await lowBakery();
    const outcome = await run(false);
    expect(outcome.openItems.added).toBeGreaterThan(0);
    expect(await mailed(mail)).toEqual(['olive@example.com']);
    const status = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(status.body.sync.lastResult).toMatchObject({
      mode: 'full',
      added: outcome.added,
      openItems: { added: outcome.openItems.added, updated: 0, removed: 0 },
    });
    expect(status.body.sync.lastResult.openItems.failed).toBeUndefined();
  });
});
