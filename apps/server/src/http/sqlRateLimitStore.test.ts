import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { rateLimitHitRepository } from '../db/rateLimitHitRepository.js';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
let replica: SqlDatabase | undefined;
afterEach(async () => {
  await replica?.close();
  replica = undefined;
  await ctx?.cleanup();
});

/** A second handle on the test's database, as another replica of the server opens it. */
async function openReplica(): Promise<SqlDatabase> {
  replica = await openSqlDatabase({
    dataDir: ctx.config.dataDir,
    databaseUrl: ctx.sql.databaseUrl,
  });
  return replica;
}

const MINUTE = 60_000;
const T0 = new Date('2026-11-24T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('rate limits in the database', () => {
  it('are shared by two app instances on the same database', async () => {
    ctx = await createTestContext({ CONTACT_RATE_LIMIT_MAX: '3' });
    const first = createApp(ctx);
    const second = createApp({ ...ctx, sql: await openReplica() });
    const subscribe = (app: typeof first, email: string) =>
      request(app).post('/api/newsletter').send({ email });
    await subscribe(first, 'a@x.example').expect(200);
    await subscribe(second, 'b@x.example').expect(200);
    await subscribe(first, 'c@x.example').expect(200);
    const refused = await subscribe(second, 'd@x.example').expect(429);
    expect(refused.body).toMatchObject({ success: false, error: 'rate_limited' });
    await subscribe(first, 'e@x.example').expect(429);
    // Each limiter counts apart: the contact form shares the maximum, not the hits.
    await request(second)
      .post('/api/contact')
      .send({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hi',
        message: 'Hello',
        type: 'sales',
      })
      .expect(200);
  });

  it('count every one of many hits arriving at once from two replicas', async () => {
    ctx = await createTestContext();
    const handles = [rateLimitHitRepository(ctx.sql), rateLimitHitRepository(await openReplica())];
    const totals = await Promise.all(
      Array.from({ length: 30 }, (_, i) => handles[i % 2]?.hit('test:client', T0, MINUTE)),
    );
    expect(totals.map((hits) => hits?.totalHits).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(await handles[0]?.get('test:client', T0)).toEqual({
      totalHits: 30,
      resetTime: later(MINUTE),
    });
  });

  it('start a new window once the old one has ended, and keep clients apart', async () => {
    ctx = await createTestContext();
    const hits = rateLimitHitRepository(ctx.sql);
    await hits.hit('test:a', T0, MINUTE);
    expect(await hits.hit('test:a', later(30_000), MINUTE)).toEqual({
      totalHits: 2,
      resetTime: later(MINUTE),
    });
    expect(await hits.hit('test:b', later(30_000), MINUTE)).toMatchObject({ totalHits: 1 });
    expect(await hits.get('test:a', later(MINUTE))).toBeUndefined();
    expect(await hits.hit('test:a', later(MINUTE), MINUTE)).toEqual({
      totalHits: 1,
      resetTime: later(2 * MINUTE),
    });
  });

  it('take back a hit, forget a client, and sweep ended windows', async () => {
    ctx = await createTestContext();
    const hits = rateLimitHitRepository(ctx.sql);
    await hits.hit('test:a', T0, MINUTE);
    await hits.hit('test:a', T0, MINUTE);
    await hits.unhit('test:a', T0);
    expect(await hits.get('test:a', T0)).toMatchObject({ totalHits: 1 });
    await hits.remove('test:a');
    expect(await hits.get('test:a', T0)).toBeUndefined();
    await hits.hit('test:old', T0, MINUTE);
    await hits.hit('test:new', later(MINUTE), MINUTE);
    await hits.removeExpired(later(MINUTE));
    const keys = await ctx.sql.kysely.selectFrom('rate_limit_hit').select('key').execute();
    expect(keys).toEqual([{ key: 'test:new' }]);
  });
});
