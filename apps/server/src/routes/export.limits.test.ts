import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { exportFileRepository } from '../db/exportFileRepository.js';
import { exportRows, storedExportNames } from '../testing/exportRows.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { STORAGE_FULL_MESSAGE } from './export.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('POST /api/export/csv: body, storage and rate limits', () => {
  it('rejects a body over EXPORT_BODY_LIMIT with 413', async () => {
    ctx = await createTestContext({ EXPORT_BODY_LIMIT: '1kb' });
    const big = Array.from({ length: 50 }, (_, i) => ({ description: `row ${i}`, amount: i }));
    const res = await request(createApp(ctx))
      .post('/api/export/csv')
      .send({ data: big })
      .expect(413);
    expect(res.body).toMatchObject({ success: false, error: 'payload_too_large' });
  });

  it('accepts 200,000 transactions under the default limit', async () => {
    ctx = await createTestContext();
    const row = {
      id: 'imported-bank-statement-2024-row-199999',
      date: '2024-12-31',
      description: 'POS purchase RESTAURANT DEPOT #1234 VIRGINIA BEACH',
      amount: -1234.56,
      type: 'outflow',
      category: 'Food Supplies',
      balance: 123456.78,
    };
    // {"data":[row,row,...]}: each row plus its comma, and the wrapper.
    const bytes = 200_000 * (Buffer.byteLength(JSON.stringify(row)) + 1) + '{"data":[]}'.length;
    const limitBytes = Number.parseInt(ctx.config.exportBodyLimit, 10) * 1024 * 1024;
    expect(ctx.config.exportBodyLimit).toMatch(/mb$/);
    expect(bytes).toBeLessThan(limitBytes);
  });

  it('answers 503 once live exports would exceed EXPORT_STORAGE_LIMIT_MB', async () => {
    // A fixed clock: the wait is the first export's expiry minus now, to the second.
    const now = new Date('2026-11-24T12:00:00.000Z');
    ctx = await createTestContext({ EXPORT_STORAGE_LIMIT_MB: '1' }, { now: () => now });
    const app = createApp(ctx);
    const data = Array.from({ length: 6000 }, (_, i) => ({ n: i, text: 'x'.repeat(100) }));
    await request(app).post('/api/export/csv').send({ data }).expect(200);
    const res = await request(app).post('/api/export/csv').send({ data }).expect(503);
    expect(res.body).toEqual({
      success: false,
      error: 'storage_full',
      message: STORAGE_FULL_MESSAGE,
    });
    expect(res.headers['retry-after']).toBe(String(24 * 3600));
    expect(await storedExportNames(ctx)).toHaveProperty('size', 1);
  });

  it('writes at most the storage limit when 20 exports race for it; the rest answer 503', async () => {
    // All 20 come from one address: its share of exports at once must not be what refuses them.
    ctx = await createTestContext({
      EXPORT_STORAGE_LIMIT_MB: '1',
      TRANSFERS_PER_ADDRESS_MAX: '20',
    });
    const app = createApp(ctx);
    // About 400 KB of CSV each: two fit in 1 MB, a third does not.
    const data = Array.from({ length: 4000 }, (_, i) => ({ n: i, text: 'x'.repeat(95) }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(app).post('/api/export/csv').send({ data })),
    );
    const accepted = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 503);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const res of refused) {
      expect(res.body.error).toBe('storage_full');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await exportFileRepository(ctx.sql).totalBytes();
    expect(stored).toBeLessThanOrEqual(1024 * 1024);
    expect(stored).toBeGreaterThan(700 * 1024);
  });

  it('limits each client to EXPORT_RATE_LIMIT_MAX exports per window, both formats together', async () => {
    ctx = await createTestContext({ EXPORT_RATE_LIMIT_MAX: '2' });
    const app = createApp(ctx);
    await request(app).post('/api/export/csv').send({ data: exportRows }).expect(200);
    await request(app).post('/api/export/json').send({ data: exportRows }).expect(200);
    const res = await request(app).post('/api/export/csv').send({ data: exportRows }).expect(429);
    expect(res.body).toMatchObject({ success: false, error: 'rate_limited' });
  });
});
