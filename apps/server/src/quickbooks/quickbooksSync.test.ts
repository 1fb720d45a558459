import type { LedgerTransaction, OpenItem } from '@cashline/core';
import type { QboEntity } from '@cashline/qbo-emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer, SignedUp } from '../testing/authHarness.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';
import { createMailer } from '../notify/mailer.js';
import { serverTasks } from '../schedule/serverTasks.js';
import { connectionLostNotice } from './connectionLostNotice.js';
import { createQuickBooksService } from './quickbooksService.js';
import { quickBooksSetup } from './quickbooksSetup.js';
import { syncOrganisation } from './quickbooksSync.js';
import type { QuickBooksSyncDeps } from './quickbooksSync.js';

const DAY_MS = 86_400_000;
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

const person = (name: string, orgName?: string) => ({
  email: `${name}@example.com`,
  password: `${name} passphrase`,
  name,
  ...(orgName ? { orgName } : {}),
});

/** A connected bakery with an owner, an admin and an editor, on one clock for Cashline and Intuit. */
async function connectedTeam() {
  clock = Date.parse('2025-07-01T12:00:00Z');
  harness = await startQuickBooksHarness({ now: () => clock }, {}, { now: () => new Date(clock) });
  server = await startAuthServer(harness.ctx, harness.app);
  smtp = await startLocalSmtpServer();
  const owner = await signUp(server.agent(), person('olive', 'Harbor Lane Bakery'));
  const admin = await signUpInvited(server, owner, { ...person('ada'), role: 'admin' });
  const editor = await signUpInvited(server, owner, { ...person('eddie'), role: 'editor' });
  expect((await connectAgent(owner.agent)).status).toBe(302);
  const { ctx } = harness;
  const setup = quickBooksSetup(ctx.config);
  if (!setup.ok) throw new Error('the harness sets QuickBooks up');
  const changed: string[] = [];
  const deps: QuickBooksSyncDeps = {
    db: ctx.sql.kysely,
    service: createQuickBooksService({ ...setup, sql: ctx.sql, now: ctx.now }),
    now: ctx.now,
    connectionLost: connectionLostNotice({
      auth: ctx.auth,
      mailer: createMailer({ ...ctx.config, smtpUrl: smtp.url, publicUrl: 'http://cash.test' }),
      publicUrl: 'http://cash.test',
    }),
    changed: (orgId) => changed.push(orgId),
  };
  return {
    e: harness.e,
    owner,
    admin,
    editor,
    deps,
    changed,
    orgPath: `/api/orgs/${owner.organizationId}`,
  };
}

async function ledgerOf(
  member: SignedUp,
  orgPath: string,
): Promise<Map<string, LedgerTransaction>> {
  const rows = new Map<string, LedgerTransaction>();
  let cursor: string | undefined;
  do {
    const res = await member.agent
      .get(`${orgPath}/transactions`)
      .query({ limit: 1000, ...(cursor ? { cursor } : {}) })
      .expect(200);
    for (const tx of res.body.transactions as LedgerTransaction[]) rows.set(tx.id, tx);
    cursor = res.body.nextCursor;
  } while (cursor);
  return rows;
}

describe('the scheduled QuickBooks sync', { timeout: 120_000 }, () => {
  it('lands the ledger once, then only what changed in QuickBooks, by change data capture', async () => {
    const team = await connectedTeam();
    const { e, owner, editor, deps, orgPath } = team;
    await owner.agent
      .put(`${orgPath}/documents/rules`)
      .send({
        baseVersion: 0,
        value: [
          {
            id: 'rent',
            conditions: [{ kind: 'description', op: 'contains', value: 'Monthly rent' }],
            actions: { category: 'Premises' },
          },
        ],
      })
      .expect(200);

    const first = await syncOrganisation(deps, owner.organizationId);
    const pulled = await owner.agent.get('/api/quickbooks/export?format=json').expect(200);
    expect(first).toMatchObject({ mode: 'full', updated: 0, deleted: 0 });
    expect(first.added).toBe(pulled.body.data.transactions.length);
    let ledger = await ledgerOf(owner, orgPath);
    expect(ledger.size).toBe(first.added);
    const rent = [...ledger.values()].filter((tx) => tx.description.includes('Monthly rent'));
    expect(rent.length).toBeGreaterThan(0);
    expect(rent.every((tx) => tx.category === 'Premises')).toBe(true);

    // The team recategorises a purchase by hand; QuickBooks then corrects its amount.
    const purchase = e.ledger.entities.Purchase.at(-1);
    const deposit = e.ledger.entities.Deposit.at(-1);
    if (!purchase || !deposit) throw new Error('the seed has purchases and deposits');
    const purchaseId = `imported-qbo-purchase-${purchase.Id}`;
    const before = ledger.get(purchaseId);
    if (!before) throw new Error('the last purchase was synced');
    await editor.agent
      .patch(`${orgPath}/transactions/${purchaseId}`)
      .send({ baseVersion: before.version, changes: { category: 'Kitchen' } })
      .expect(200);

    clock += DAY_MS;
    e.changes.edit('Purchase', purchase.Id, { TotalAmt: 987.65 });
    e.changes.remove('Deposit', deposit.Id);
    const added = e.changes.add('SalesReceipt', {
      TxnDate: '2025-07-02',
      TotalAmt: 250,
      CustomerRef: { value: '71', name: 'Seaside Cafe' },
      DepositToAccountRef: { value: '35', name: 'Business Checking' },
      Line: [{ Amount: 250, DetailType: 'SalesItemLineDetail', Description: 'Catering tray' }],
    });
    const queriesBefore = e.stats.queries;
    const second = await syncOrganisation(deps, owner.organizationId);
    expect(second).toMatchObject({ mode: 'changes', added: 1, updated: 1, deleted: 1 });
    expect(second.openItems).toMatchObject({ added: 0, updated: 0, removed: 0 });
    // The ledger: the chart of accounts and one change-data-capture request, not the year again.
    // Then the invoices and bills in full, one page each (the seed has fewer than 1,000 of each):
    // customers, vendors, open and recent invoices, open and recent bills, payments, bill payments.
    expect(e.stats.queries - queriesBefore).toBe(2 + 8);
    ledger = await ledgerOf(owner, orgPath);
    expect(ledger.get(purchaseId)).toMatchObject({ amount: -987.65, category: 'Kitchen' });
    expect(ledger.has(`imported-qbo-deposit-${deposit.Id}`)).toBe(false);
    expect(ledger.get(`imported-qbo-salesreceipt-${added.Id}`)).toMatchObject({ amount: 250 });
    expect(team.changed).toEqual([owner.organizationId, owner.organizationId]);

    const audit = await owner.agent.get(`${orgPath}/audit`).query({ limit: 3 }).expect(200);
    expect(audit.body.changes.map((c: { userEmail: string }) => c.userEmail)).toEqual([
      'QuickBooks sync',
      'QuickBooks sync',
      'QuickBooks sync',
    ]);

    // Nothing changed since: nothing is written, and the next sync still reads changes only.
    clock += DAY_MS;
    expect(await syncOrganisation(deps, owner.organizationId)).toMatchObject({
      mode: 'changes',
      added: 0,
      updated: 0,
      deleted: 0,
      openItems: { added: 0, updated: 0, removed: 0 },
    });
    const status = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(status.body.sync).toMatchObject({
      everyHours: 24,
      lastSyncedAt: new Date(clock).toISOString(),
      lastResult: { mode: 'changes', added: 0 },
    });
  });

  it('stores the open invoices and bills after the ledger, and updates them on the next run', async () => {
    const { e, owner, deps, orgPath } = await connectedTeam();
    const path = `${orgPath}/documents/openItems`;
    const first = await syncOrganisation(deps, owner.organizationId);
    const route = await owner.agent.post('/api/quickbooks/open-items').expect(200);
    // The route pulls the same items: the sync stored all of them already.
    expect(route.body.data.stored).toMatchObject({ added: 0, updated: 0, removed: 0 });
    const stored = (await owner.agent.get(path).expect(200)).body as { value: OpenItem[] };
    expect(first.openItems.added).toBe(stored.value.length);
    const open = e.openItems.Invoice.filter((row) => (row.Balance as number) > 0);
    const [deleted, changed] = open as [QboEntity, QboEntity];
    const ids = stored.value.map((item) => item.id);
    expect(ids).toContain(`qbo-invoice-${deleted.Id}`);
    expect(ids).toContain(`qbo-invoice-${changed.Id}`);
    expect(stored.value.some((item) => item.kind === 'bill')).toBe(true);

    clock += DAY_MS;
    e.changes.remove('Invoice', deleted.Id);
    e.changes.edit('Invoice', changed.Id, { DueDate: '2025-08-15' });
    const second = await syncOrganisation(deps, owner.organizationId);
    expect(second.openItems).toMatchObject({ added: 0, updated: 1, removed: 1 });
    const after = (await owner.agent.get(path).expect(200)).body as { value: OpenItem[] };
    expect(after.value).toHaveLength(stored.value.length - 1);
    expect(after.value.some((item) => item.id === `qbo-invoice-${deleted.Id}`)).toBe(false);
    expect(after.value.find((item) => item.id === `qbo-invoice-${changed.Id}`)).toMatchObject({
      dueDate: '2025-08-15',
    });
  });

  it('keeps the synced ledger when the invoices pull fails, and throws for the run record', async () => {
    const { e, owner, deps, orgPath } = await connectedTeam();
    const failing: QuickBooksSyncDeps = {
      ...deps,
      service: { ...deps.service, pullOpenItems: () => Promise.reject(new Error('Intuit fault')) },
    };
    await expect(syncOrganisation(failing, owner.organizationId)).rejects.toThrow(
      /ledger was synced \(\d+ added.*invoices and bills were not pulled: Intuit fault/,
    );
    const ledger = await ledgerOf(owner, orgPath);
    expect(ledger.size).toBeGreaterThan(0);
    const status = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(status.body.sync).toMatchObject({ lastResult: { mode: 'full', added: ledger.size } });
    const doc = await owner.agent.get(`${orgPath}/documents/openItems`).expect(200);
    expect(doc.body.value).toEqual([]);

    // The retry reads the ledger's changes only and stores the invoices and bills.
    clock += 60_000;
    const retry = await syncOrganisation(deps, owner.organizationId);
    expect(retry).toMatchObject({ mode: 'changes', added: 0 });
    expect(retry.openItems.added).toBeGreaterThan(0);
    const open = e.openItems.Invoice.find((row) => (row.Balance as number) > 0);
    const after = await owner.agent.get(`${orgPath}/documents/openItems`).expect(200);
    const ids = (after.body.value as OpenItem[]).map((item) => item.id);
    expect(ids).toContain(`qbo-invoice-${open?.Id}`);
  });

  it('refreshes an expired token, and stops on a revoked connection, telling the admins once', async () => {
    const { e, owner, deps, orgPath } = await connectedTeam();
    await syncOrganisation(deps, owner.organizationId);

    clock += DAY_MS;
    e.expireAccessTokens();
    expect(await syncOrganisation(deps, owner.organizationId)).toMatchObject({ mode: 'changes' });

    clock += DAY_MS;
    e.revokeAllConnections();
    await expect(syncOrganisation(deps, owner.organizationId)).rejects.toThrow(/connect/i);
    const status = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(status.body).toMatchObject({
      connected: false,
      sync: { lostAt: new Date(clock).toISOString() },
    });
    const mailed = smtp?.received ?? [];
    expect(mailed.flatMap((mail) => mail.to).sort()).toEqual([
      'ada@example.com',
      'olive@example.com',
    ]);
    const text = (mailed[0]?.raw ?? '').replace(/=\r?\n/g, '');
    expect(text).toContain('connect again here: http://cash.test/integration/quickbooks');

    // No connection, no sync task: nothing is tried again, and nobody is written to twice.
    const tasks = await serverTasks(harness!.ctx)();
    expect(tasks.map((task) => task.name)).toEqual([
      'freeze-weekly-forecasts',
      'low-cash-alerts',
      'weekly-digests',
    ]);
    await expect(syncOrganisation(deps, owner.organizationId)).rejects.toThrow();
    expect(smtp?.received).toHaveLength(2);
    expect((await ledgerOf(owner, orgPath)).size).toBeGreaterThan(0);

    // Connecting again starts afresh and forgets the loss.
    expect((await connectAgent(owner.agent)).status).toBe(302);
    const again = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(again.body.sync.lostAt).toBeUndefined();
    expect((await serverTasks(harness!.ctx)()).map((task) => task.name)).toEqual([
      'freeze-weekly-forecasts',
      'low-cash-alerts',
      'weekly-digests',
      `quickbooks-sync:${owner.organizationId}`,
    ]);
  });
});
