import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { signUp, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { runExportLedger } from '../testing/exportLedgerProcess.js';
import type { ExportLedgerRun } from '../testing/exportLedgerProcess.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { tx, writerOf } from '../testing/ledgerTestData.js';
import { createTransactions } from './transactionWrites.js';

let ctx: TestContext;
let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await ctx.cleanup();
});

/** Runs the command as an operator would, on the test's database. */
function exportLedger(orgId: string, env: Record<string, string> = {}): Promise<ExportLedgerRun> {
  return runExportLedger(orgId, {
    DATA_DIR: ctx.config.dataDir,
    ...(ctx.config.databaseUrl ? { DATABASE_URL: ctx.config.databaseUrl } : {}),
    ...env,
  });
}

describe('npm run export-ledger', () => {
  it("prints an organisation's ledger as JSON, and refuses an unknown id", async () => {
    ctx = await createTestContext();
    server = await startAuthServer(ctx, createApp(ctx));
    const owner = await signUp(server.agent(), {
      email: 'olive@example.com',
      password: 'olive passphrase',
      name: 'Olive',
      orgName: 'Harbor Lane Bakery',
    });
    await createTransactions(ctx.sql.kysely, writerOf(owner.organizationId), [
      tx('t1', '2026-03-01', -120),
      tx('t2', '2026-03-02', 50.25),
    ]);

    const run = await exportLedger(owner.organizationId);
    expect(run.code).toBe(0);
    const ledger = JSON.parse(run.stdout) as { organizationId: string; transactions: unknown[] };
    expect(ledger.organizationId).toBe(owner.organizationId);
    expect(ledger.transactions).toEqual([
      expect.objectContaining({ id: 't2', amount: 50.25 }),
      expect.objectContaining({ id: 't1', amount: -120 }),
    ]);
    expect(run.stderr).toBe('Exported 2 transactions of Harbor Lane Bakery.\n');

    const unknown = await exportLedger('no-such-org');
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No organisation has the id no-such-org.\n',
    });
  });

  it('says in one line that it cannot reach the database', async () => {
    ctx = await createTestContext();
    const run = await exportLedger('any', { DATABASE_URL: 'postgres://cashline@127.0.0.1:1/none' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Cannot export the ledger: .+\n$/);
  });
});
