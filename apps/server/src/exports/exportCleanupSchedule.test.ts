import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { scheduleExportCleanup } from './exportCleanupSchedule.js';
import { exportFileRepository } from '../db/exportFileRepository.js';
import { createExportStore } from './exportStore.js';

let ctx: TestContext;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  ctx.cleanup();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('scheduleExportCleanup', () => {
  it('deletes exports as they expire, on every tick', async () => {
    ctx = await createTestContext();
    let clock = new Date('2026-03-01T00:00:00.000Z');
    const store = createExportStore({
      dataDir: ctx.config.dataDir,
      sql: ctx.sql,
      ttlHours: 1,
      storageLimitBytes: 1024 * 1024,
      sessionQuotaBytes: 1024 * 1024,
      addressQuotaBytes: 1024 * 1024,
      now: () => clock,
    });
    const saved = await store.save({
      sessionId: 's',
      clientAddress: '',
      format: 'csv',
      content: Buffer.from('a\n1'),
      rowCount: 1,
      requestedName: 'r',
    });
    if (!saved.ok) throw new Error('not saved');
    const record = saved.record;
    const stored = async () => (await exportFileRepository(ctx.sql).listNames()).has(record.name);

    stop = scheduleExportCleanup(store, ctx.logger, 20);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await stored()).toBe(true);

    clock = new Date('2026-03-01T01:00:00.000Z');
    await waitFor(async () => !(await stored()));
  });
});
