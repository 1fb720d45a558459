import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { exportFileRepository } from '../db/exportFileRepository.js';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import { incomingDirOf } from '../http/bodyToFile.js';
import { exportRows, storedExportNames } from '../testing/exportRows.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { EXPORT_NOT_FOUND_MESSAGE } from './export.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('path traversal', () => {
  it.each([
    '../../../../tmp/pwned.csv',
    '..\\..\\..\\pwned.csv',
    '/etc/cron.d/pwned',
    '....//....//pwned',
    '../cashline.sqlite',
    '../session-secret',
  ])('writes no file anywhere for filename %j: the export is in the database', async (filename) => {
    ctx = await createTestContext();
    const before = fs.readdirSync(ctx.config.dataDir).sort();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/csv')
      .send({ data: exportRows, filename })
      .expect(200);
    expect(res.body.filename).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.csv$/);
    expect(res.body.filename).not.toContain('..');
    const incoming = incomingDirOf(ctx.config.dataDir);
    expect(fs.readdirSync(ctx.config.dataDir).sort()).toEqual(
      [...before, path.basename(incoming)].sort(),
    );
    await vi.waitFor(() => expect(fs.readdirSync(incoming)).toEqual([]));
    const written = [...(await storedExportNames(ctx))];
    expect(written).toHaveLength(1);
    expect(`/api/export/files/${written[0]}`).toBe(res.body.filePath);
    // The database and the secret are untouched and still what they were.
    await browser.get('/api/health').expect(200);
  });

  it.each([
    '/api/export/files/..%2F..%2Fsession-secret',
    '/api/export/files/..%2Fcashline.sqlite',
    '/api/export/files/%2Fetc%2Fpasswd',
    '/api/export/files/.',
  ])('answers 404 for the download path %s', async (url) => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get(url).expect(404);
    expect(res.body).toMatchObject({ success: false, error: 'not_found' });
    expect(res.text).not.toContain(ctx.sessionSecret);
  });
});

describe('GET /api/export/files/:name', () => {
  it('serves a file only to the session that created it', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    const owner = request.agent(app);
    const res = await owner.post('/api/export/csv').send({ data: exportRows }).expect(200);

    const stranger = request.agent(app);
    await stranger.get('/api/health').expect(200);
    const denied = await stranger.get(res.body.filePath).expect(404);
    expect(denied.body).toEqual({
      success: false,
      error: 'not_found',
      message: EXPORT_NOT_FOUND_MESSAGE,
    });
    await request(app).get(res.body.filePath).expect(404);
    await owner.get(res.body.filePath).expect(200);
  });

  it('stops serving a file after EXPORT_TTL_HOURS', async () => {
    let clock = new Date('2026-03-01T10:00:00.000Z');
    ctx = await createTestContext({ EXPORT_TTL_HOURS: '24' }, { now: () => clock });
    const browser = request.agent(createApp(ctx));
    const res = await browser.post('/api/export/csv').send({ data: exportRows }).expect(200);
    clock = new Date('2026-03-02T09:59:59.999Z');
    await browser.get(res.body.filePath).expect(200);
    clock = new Date('2026-03-02T10:00:00.000Z');
    await browser.get(res.body.filePath).expect(404);
  });

  it('answers 404 once the export is gone from the database', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser.post('/api/export/csv').send({ data: exportRows }).expect(200);
    for (const name of await storedExportNames(ctx))
      await exportFileRepository(ctx.sql).remove(name);
    const gone = await browser.get(res.body.filePath).expect(404);
    expect(gone.body.message).toBe(EXPORT_NOT_FOUND_MESSAGE);
  });

  it('serves an export made through one replica from another with its own data directory', async () => {
    ctx = await createTestContext();
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-replica-'));
    const database = await openSqlDatabase({
      dataDir: ctx.config.dataDir,
      databaseUrl: ctx.sql.databaseUrl,
    });
    try {
      const replica = createApp({
        ...ctx,
        sql: database,
        config: { ...ctx.config, dataDir: otherDir },
      });
      const res = await request(createApp(ctx))
        .post('/api/export/csv')
        .send({ data: exportRows, filename: 'shared.csv' })
        .expect(200);
      const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
      const file = await request(replica).get(res.body.filePath).set('Cookie', cookie).expect(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename=shared.csv');
      expect(file.text.split('\n')[0]).toBe('date,description,amount,category');
      await request(replica).get(res.body.filePath).expect(404);
      expect(fs.readdirSync(otherDir)).toEqual([]);
    } finally {
      await database.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
