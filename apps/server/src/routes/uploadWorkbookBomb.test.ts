import crypto from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { workbookWithLongCell, workbookWithStrings, zipArchive } from '../testing/zipArchive.js';
import { WORKBOOK_DAMAGED, WORKBOOK_TOO_LARGE } from '../uploads/workbookArchiveLimits.js';
import { createHeavyWork, TOO_LARGE_TO_READ } from '../work/heavyWork.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

async function app(maxHeapMb?: number) {
  ctx = await createTestContext({}, maxHeapMb ? { work: createHeavyWork(1, maxHeapMb) } : {});
  return createApp(ctx);
}

describe('hostile workbooks', () => {
  it('refuses a 100 kB workbook that unpacks to a 100 MB cell with 413, and the server answers on', async () => {
    const bomb = workbookWithLongCell(100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(120 * 1024);
    const server = await app();
    const res = await request(server).post('/api/upload').attach('file', bomb, 'bomb.xlsx');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: WORKBOOK_TOO_LARGE,
    });
    await request(server).get('/api/health').expect(200);
  });

  it('refuses a part that inflates past the size it declares', async () => {
    const liar = workbookWithLongCell(50_000, 1_000);
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', liar, 'liar.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WORKBOOK_DAMAGED);
  });

  it('refuses an archive of too many parts before unpacking any', async () => {
    const many = zipArchive(
      Array.from({ length: 10_001 }, (_, i) => ({ name: `part${i}.xml`, content: '<a/>' })),
    );
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', many, 'many.xlsx');
    expect(res.status).toBe(413);
  });

  it('answers a file that exhausts a worker 413 and replaces the worker, whatever ended it', async () => {
    // Cells inside every limit still fill a worker kept small for the test.
    const cells = Array.from({ length: 200 }, () => crypto.randomBytes(60_000).toString('base64'));
    const heavy = workbookWithStrings(cells.map((cell) => Buffer.from(cell)));
    const server = await app(48);
    const res = await request(server).post('/api/upload').attach('file', heavy, 'heavy.xlsx');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_LARGE_TO_READ);
    await request(server).get('/api/health').expect(200);
    const csv = Buffer.from('Date,Description,Amount\n2024-01-15,Coffee,-3.50\n');
    const next = await request(server).post('/api/upload').attach('file', csv, 'ok.csv');
    expect(next.status).toBe(200);
  });
});
