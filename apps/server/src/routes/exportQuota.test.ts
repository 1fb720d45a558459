import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { OVER_QUOTA_MESSAGE } from './export.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

/** About 400 KB of CSV: two fit in a 1 MB quota, a third does not. */
const data = Array.from({ length: 4000 }, (_, i) => ({ n: i, text: 'x'.repeat(95) }));

describe('export quotas per session and address (EXPORT_SESSION_QUOTA_MB, EXPORT_ADDRESS_QUOTA_MB)', () => {
  it("one visitor exporting again and again deletes its own oldest exports, and another's export still succeeds", async () => {
    ctx = await createTestContext({ EXPORT_STORAGE_LIMIT_MB: '2', EXPORT_SESSION_QUOTA_MB: '1' });
    const app = createApp(ctx);
    const greedy = request.agent(app);
    const paths: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await greedy.post('/api/export/csv').send({ data }).expect(200);
      paths.push(res.body.filePath);
    }
    for (const path of paths.slice(0, 4)) await greedy.get(path).expect(404);
    for (const path of paths.slice(4)) await greedy.get(path).expect(200);

    const other = request.agent(app);
    const res = await other.post('/api/export/csv').send({ data }).expect(200);
    await other.get(res.body.filePath).expect(200);
  });

  it('a client that drops its cookie for every export only evicts its own address’s oldest, and never fills the store', async () => {
    ctx = await createTestContext({
      EXPORT_STORAGE_LIMIT_MB: '2',
      EXPORT_SESSION_QUOTA_MB: '1',
      EXPORT_ADDRESS_QUOTA_MB: '1',
    });
    const app = createApp(ctx);
    const paths: { agent: request.Agent; path: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const agent = request.agent(app);
      const res = await agent.post('/api/export/csv').send({ data }).expect(200);
      paths.push({ agent, path: res.body.filePath });
    }
    for (const { agent, path } of paths.slice(0, 4)) await agent.get(path).expect(404);
    for (const { agent, path } of paths.slice(4)) await agent.get(path).expect(200);
  });

  it('refuses with 413 an export larger than the quota, keeping the visitor’s earlier ones', async () => {
    ctx = await createTestContext({ EXPORT_SESSION_QUOTA_MB: '1' });
    const browser = request.agent(createApp(ctx));
    const kept = await browser.post('/api/export/csv').send({ data }).expect(200);
    const big = Array.from({ length: 12_000 }, (_, i) => ({ n: i, text: 'x'.repeat(95) }));
    const res = await browser.post('/api/export/csv').send({ data: big }).expect(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: OVER_QUOTA_MESSAGE,
    });
    await browser.get(kept.body.filePath).expect(200);
  });
});
