import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('GET /api/health', () => {
  it('answers status, version, uptime and a working database', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      version: '1.2.3',
      uptime: expect.any(Number),
      database: 'ok',
    });
  });

  it('answers 503 when the database cannot be used', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    await ctx.sql.close();
    const res = await request(app).get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'unavailable' });
  });

  it('answers 503 when the schema is gone from the database file', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    await ctx.sql.kysely.schema.dropTable('export_files').execute();
    await request(app).get('/api/health').expect(503);
  });
});
