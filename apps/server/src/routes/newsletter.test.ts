import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { newsletterRepository } from '../db/newsletterRepository.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { SUBSCRIBED_MESSAGE } from './newsletter.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

const stored = async () => (await newsletterRepository(ctx.sql).list()).map((row) => row.email);

describe('POST /api/newsletter', () => {
  it('stores the address once, whatever its case, in the SQLite file', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    const res = await request(app)
      .post('/api/newsletter')
      .send({ email: ' Owner@Bakery.example ' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });
    await request(app).post('/api/newsletter').send({ email: 'owner@bakery.example' }).expect(200);
    expect(await stored()).toEqual(['owner@bakery.example']);
  });

  it('refuses an address that is not one, and stores nothing', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/newsletter')
      .send({ email: 'not an address' })
      .expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/valid email/),
    });
    expect(await stored()).toEqual([]);
  });

  it('limits sign-ups per client', async () => {
    ctx = await createTestContext({ CONTACT_RATE_LIMIT_MAX: '2' });
    const app = createApp(ctx);
    for (const email of ['a@x.example', 'b@x.example']) {
      await request(app).post('/api/newsletter').send({ email }).expect(200);
    }
    await request(app).post('/api/newsletter').send({ email: 'c@x.example' }).expect(429);
    expect(await stored()).toEqual(['a@x.example', 'b@x.example']);
  });
});
