import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportFileRepository } from '../db/exportFileRepository.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import type { CsvRow } from '@cashline/core';
import { createExportStore, LEGACY_EXPORTS_DIR } from './exportStore.js';
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

function store(
  ttlHours = 24,
  storageLimitBytes = 1024 * 1024,
  sessionQuotaBytes = 1024 * 1024,
  addressQuotaBytes = 1024 * 1024,
) {
  return createExportStore({
    dataDir: ctx.config.dataDir,
    sql: ctx.sql,
    ttlHours,
    storageLimitBytes,
    sessionQuotaBytes,
    addressQuotaBytes,
    now: () => clock,
  });
}

const rows = [{ a: 1 }];

/** An export request of rows, rendered as the route renders them. */
type RowsRequest = Omit<NewExport, 'content' | 'rowCount' | 'clientAddress'> & {
  rows: CsvRow[];
  clientAddress?: string;
};
function rendered({ rows: list, clientAddress = '', ...rest }: RowsRequest): NewExport {
  return {
    ...rest,
    clientAddress,
    content: Buffer.from(renderExport(rest.format, list)),
    rowCount: list.length,
  };
}

async function saveOk(s: ExportStore, request: RowsRequest) {
  const saved = await s.save(rendered(request));
  if (!saved.ok) throw new Error(`not saved: ${saved.reason}`);
  return saved.record;
}

describe('export store', () => {
  it('keeps the file in the database for its session, with its expiry', async () => {
    const record = await saveOk(store(), {
      sessionId: 's1',
      format: 'json',
      rows,
      requestedName: 'x',
    });
    expect(record).toMatchObject({
      sessionId: 's1',
      downloadName: 'x.json',
      rowCount: 1,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-02T10:00:00.000Z',
    });
    const found = await store().find(record.name, 's1');
    expect(found?.record).toEqual(record);
    expect(JSON.parse(found?.content.toString('utf8') ?? '')).toEqual(rows);
    expect(found?.content.byteLength).toBe(record.sizeBytes);
    expect(await store().find(record.name, 's2')).toBeUndefined();
    expect(fs.readdirSync(ctx.config.dataDir)).not.toContain(LEGACY_EXPORTS_DIR);
  });

  it('keeps every byte of a binary file', async () => {
    const content = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const saved = await store().save({
      sessionId: 's',
      clientAddress: '',
      format: 'csv',
      content,
      rowCount: 1,
      requestedName: 'bytes',
    });
    if (!saved.ok) throw new Error('not saved');
    expect((await store().find(saved.record.name, 's'))?.content).toEqual(content);
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
    expect(await exportFileRepository(ctx.sql).listNames()).toEqual(new Set([recent.name]));
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(recent.sizeBytes);
  });

  it('honours EXPORT_TTL_HOURS', async () => {
    const s = store(1);
    const record = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'r' });
    clock = new Date(clock.getTime() + HOUR - 1);
    expect(await s.find(record.name, 's')).toBeDefined();
    clock = new Date(clock.getTime() + 1);
    expect(await s.find(record.name, 's')).toBeUndefined();
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
    expect(await exportFileRepository(ctx.sql).listNames()).toHaveProperty('size', 1);
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
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(900);
  });

  it("makes room in a session's quota by deleting that session's oldest exports, so others' still fit", async () => {
    const s = store(24, 60, 45);
    const request = { format: 'csv' as const, rows: [{ text: 'x'.repeat(10) }] }; // 15 bytes
    const names: string[] = [];
    for (const name of ['one', 'two', 'three', 'four']) {
      names.push((await saveOk(s, { ...request, sessionId: 'a', requestedName: name })).name);
      clock = new Date(clock.getTime() + 1000);
    }
    const other = await saveOk(s, { ...request, sessionId: 'b', requestedName: 'theirs' });

    expect(await s.find(names[0]!, 'a')).toBeUndefined();
    for (const name of names.slice(1)) expect(await s.find(name, 'a')).toBeDefined();
    expect(await s.find(other.name, 'b')).toBeDefined();
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(60);
  });

  it("refuses an export larger than a session's quota, deleting none of its exports", async () => {
    const s = store(24, 1000, 20);
    const kept = await saveOk(s, {
      sessionId: 'a',
      format: 'csv',
      rows: [{ text: 'x' }],
      requestedName: 'kept',
    });
    const big = { sessionId: 'a', format: 'csv' as const, rows: [{ text: 'x'.repeat(30) }] };
    expect(await s.save(rendered({ ...big, requestedName: 'big' }))).toEqual({
      ok: false,
      reason: 'over_quota',
    });
    expect(await s.find(kept.name, 'a')).toBeDefined();
  });

  it('keeps a session within its quota when its exports are saved concurrently', async () => {
    const s = store(1, 10_000, 900);
    const request = { sessionId: 's', format: 'csv' as const, rows: [{ text: 'x'.repeat(295) }] };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.save(rendered({ ...request, requestedName: `${i}` }))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(900);
  });

  it('makes room in an address’s quota from that address’s oldest exports, whichever session made them', async () => {
    const s = store(24, 1000, 45, 45);
    const request = { format: 'csv' as const, rows: [{ text: 'x'.repeat(10) }] }; // 15 bytes
    const theirs = await saveOk(s, {
      ...request,
      sessionId: 'elsewhere',
      clientAddress: '10.0.0.2',
      requestedName: 'theirs',
    });
    const names: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock = new Date(clock.getTime() + 1000);
      const saved = await saveOk(s, {
        ...request,
        sessionId: `fresh-${i}`,
        clientAddress: '10.0.0.1',
        requestedName: `${i}`,
      });
      names.push(saved.name);
    }
    for (const [i, name] of names.entries()) {
      expect(Boolean(await s.find(name, `fresh-${i}`))).toBe(i >= 2);
    }
    expect(await s.find(theirs.name, 'elsewhere')).toBeDefined();
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(60);
  });

  it('keeps an address within its quota when sessions of it save concurrently', async () => {
    const s = store(1, 10_000, 900, 900);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.save(
          rendered({
            sessionId: `s${i}`,
            clientAddress: '10.0.0.1',
            format: 'csv',
            rows: [{ text: 'x'.repeat(295) }],
            requestedName: `${i}`,
          }),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await exportFileRepository(ctx.sql).totalBytes()).toBe(900);
  });

  it('refuses an export larger than an address’s quota', async () => {
    const s = store(24, 1000, 1000, 20);
    const big = { format: 'csv' as const, rows: [{ text: 'x'.repeat(30) }] };
    expect(
      await s.save(
        rendered({ ...big, sessionId: 'a', clientAddress: '10.0.0.1', requestedName: 'b' }),
      ),
    ).toEqual({ ok: false, reason: 'over_quota' });
  });

  it('at start-up removes what disk-based exports of an earlier version left', async () => {
    const s = store(24);
    const kept = await saveOk(s, { sessionId: 's', format: 'csv', rows, requestedName: 'kept' });
    await ctx.sql.kysely
      .insertInto('export_files')
      .values({
        name: 'on-disk.csv',
        session_id: 's',
        client_address: '',
        download_name: 'on-disk.csv',
        format: 'csv',
        row_count: 1,
        size_bytes: 500,
        created_at: clock.toISOString(),
        expires_at: new Date(clock.getTime() + HOUR).toISOString(),
      })
      .execute();
    const legacyDir = path.join(ctx.config.dataDir, LEGACY_EXPORTS_DIR);
    fs.mkdirSync(legacyDir);
    fs.writeFileSync(path.join(legacyDir, 'on-disk.csv'), 'x'.repeat(500));

    expect(await s.recover()).toEqual({ records: 1 });
    expect(fs.existsSync(legacyDir)).toBe(false);
    expect(await exportFileRepository(ctx.sql).listNames()).toEqual(new Set([kept.name]));
    expect(await s.find('on-disk.csv', 's')).toBeUndefined();
    expect(await s.recover()).toEqual({ records: 0 });
  });

  it('cleans up quietly when nothing was ever exported', async () => {
    expect(await store().cleanup()).toBe(0);
  });

  it('fails, storing nothing, when the database refuses the export', async () => {
    const s = store();
    await ctx.sql.kysely.schema.dropTable('export_files').execute();
    await expect(
      s.save(rendered({ sessionId: 's', format: 'csv', rows, requestedName: 'r' })),
    ).rejects.toThrow();
  });
});
