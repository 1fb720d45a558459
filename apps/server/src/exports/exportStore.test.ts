import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportFileRepository } from '../db/exportFileRepository.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import type { CsvRow } from '@cashline/core';
import { createExportStore, EXPORTS_DIR } from './exportStore.js';
import type { ExportStore, NewExport } from './exportStore.js';
import { renderExport } from './renderExport.js';

const HOUR = 60 * 60 * 1000;
let ctx: TestContext;
let clock: Date;

beforeEach(async () => {
  ctx = await createTestContext();
  clock = new Date('2026-03-01T10:00:00.000Z');
});
afterEach(() => ctx?.cleanup());

function store(ttlHours = 24, storageLimitBytes = 1024 * 1024) {
  return createExportStore({
    dataDir: ctx.config.dataDir,
    sql: ctx.sql,
    ttlHours,
    storageLimitBytes,
    now: () => clock,
  });
}

const rows = [{ a: 1 }];

/** An export request of rows, rendered as the route renders them. */
type RowsRequest = Omit<NewExport, 'content' | 'rowCount'> & { rows: CsvRow[] };
function rendered({ rows: list, ...rest }: RowsRequest): NewExport {
  return {
    ...rest,
    content: Buffer.from(renderExport(rest.format, list)),
    rowCount: list.length,
  };
}

async function saveOk(s: ExportStore, request: RowsRequest) {
  const saved = await s.save(rendered(request));
  if (!saved.ok) throw new Error(`not saved: ${saved.reason}`);
  return saved.record;
}
const exportsDir = () => path.join(ctx.config.dataDir, EXPORTS_DIR);

describe('export store', () => {
  it('writes the file owner-only and records it for its session with its expiry', async () => {
    const record = await saveOk(store(), {
      sessionId: 's1',
      format: 'json',
      rows,
      requestedName: 'x',
    });
    const filePath = path.join(exportsDir(), record.name);
    expect(fs.statSync(filePath).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(filePath, 'utf8'))).toEqual(rows);
    expect(record).toMatchObject({
      sessionId: 's1',
      downloadName: 'x.json',
      rowCount: 1,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-02T10:00:00.000Z',
    });
    expect((await store().find(record.name, 's1'))?.filePath).toBe(filePath);
    expect(await store().find(record.name, 's2')).toBeUndefined();
  });

  it('stops serving an export once it expires, and the clean-up deletes it', async () => {
    const s = store(24);
    const old = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'old' });
    clock = new Date(clock.getTime() + 12 * HOUR);
    const recent = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'new' });
    clock = new Date(clock.getTime() + 12 * HOUR);

    expect(await s.find(old.name, 's')).toBeUndefined();
    expect(await s.find(recent.name, 's')).toBeDefined();
    expect(await s.cleanup()).toBe(1);
    expect(fs.readdirSync(exportsDir())).toEqual([recent.name]);
    expect(await exportFileRepository(ctx.sql).listNames()).toEqual(new Set([recent.name]));
  });

  it('honours EXPORT_TTL_HOURS', async () => {
    const s = store(1);
    const record = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'r' });
    clock = new Date(clock.getTime() + HOUR - 1);
    expect(await s.find(record.name, 's')).toBeDefined();
    clock = new Date(clock.getTime() + 1);
    expect(await s.find(record.name, 's')).toBeUndefined();
  });

  it('removes stray files once they are as old as an export, and keeps fresh ones', async () => {
    const s = store(24);
    await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'kept' });
    const stale = path.join(exportsDir(), 'stale-leftover.csv');
    const fresh = path.join(exportsDir(), 'fresh-leftover.csv');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    const dayAgo = new Date(clock.getTime() - 24 * HOUR);
    fs.utimesSync(stale, dayAgo, dayAgo);
    fs.utimesSync(fresh, clock, clock);

    expect(await s.cleanup()).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.readdirSync(exportsDir())).toHaveLength(2);
  });

  it('refuses an export that would take all exports past the storage limit, until some expire', async () => {
    const s = store(1, 29);
    const request = { sessionId: 's', format: 'csv' as const, rows: [{ text: 'x'.repeat(10) }] };
    await saveOk(s, { ...request, requestedName: 'one' }); // 15 bytes: "text\nxxxxxxxxxx"
    expect(await s.save(rendered({ ...request, requestedName: 'two' }))).toEqual({
      ok: false,
      reason: 'storage_full',
      retryAfterSeconds: 3600,
    });
    expect(fs.readdirSync(exportsDir())).toHaveLength(1);
    clock = new Date(clock.getTime() + HOUR);
    await s.cleanup();
    expect((await s.save(rendered({ ...request, requestedName: 'two' }))).ok).toBe(true);
  });

  it('reserves bytes atomically: concurrent saves never hold more than the limit', async () => {
    const s = store(1, 1000);
    const request = { sessionId: 's', format: 'csv' as const, rows: [{ text: 'x'.repeat(295) }] };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.save(rendered({ ...request, requestedName: `${i}` }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3); // 300 bytes each
    const onDisk = fs.readdirSync(exportsDir()).map((f) => fs.statSync(path.join(exportsDir(), f)));
    expect(onDisk.reduce((sum, stat) => sum + stat.size, 0)).toBe(900);
  });

  it('releases the reservation when the file cannot be written', async () => {
    const s = store(1, 1000);
    const request = { sessionId: 's', format: 'csv' as const, rows: [{ text: 'x'.repeat(295) }] };
    // A directory no one can create files in, even root: the write fails after the reservation.
    fs.symlinkSync('/proc/self', exportsDir());
    await expect(s.save(rendered({ ...request, requestedName: 'r' }))).rejects.toThrow();
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(0);
  });

  it('at start-up removes files with no record and records with no file, however recent', async () => {
    const s = store(24);
    const kept = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'kept' });
    const lost = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'lost' });
    fs.unlinkSync(path.join(exportsDir(), lost.name));
    fs.writeFileSync(path.join(exportsDir(), 'crashed-mid-write.csv.part'), 'x'.repeat(500));
    fs.writeFileSync(path.join(exportsDir(), 'never-recorded.csv'), 'x');

    expect(await s.recover()).toEqual({ files: 2, records: 1 });
    expect(fs.readdirSync(exportsDir())).toEqual([kept.name]);
    expect(await exportFileRepository(ctx.sql).listNames()).toEqual(new Set([kept.name]));
  });

  it('cleans up quietly when nothing was ever exported', async () => {
    expect(await store().cleanup()).toBe(0);
  });

  it('leaves no file behind when the record cannot be stored', async () => {
    const s = store();
    await ctx.sql.kysely.schema.dropTable('export_files').execute();
    await expect(
      s.save(rendered({ sessionId: 's', format: 'csv', rows, requestedName: 'r' })),
    ).rejects.toThrow();
    expect(fs.readdirSync(exportsDir())).toEqual([]);
  });
});
