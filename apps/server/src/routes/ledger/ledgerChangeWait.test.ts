import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTransactions } from '../../ledger/transactionWrites.js';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import { HELD_PER_USER } from './ledgerChangeRoutes.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const tx = (id: string) => ({
  id,
  date: '2026-03-02',
  description: `Invoice ${id}`,
  amount: -12.5,
  type: 'outflow' as const,
  category: 'Supplies',
});

type Feed = { changes: { entityId: string }[]; lastSeq: number; headSeq: number };

describe('the change feed, long-polled', () => {
  it('holds a request with nothing new and answers as soon as another member writes', async () => {
    const { viewer, editor, orgPath } = team;
    const started = Date.now();
    const held = viewer.agent.get(`${orgPath}/changes`).query({ since: 0, waitMs: 20_000 });
    const answered = held.then((res) => ({ body: res.body as Feed, at: Date.now() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const wroteAt = Date.now();
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [tx('held-1')] })
      .expect(201);
    const { body, at } = await answered;
    expect(body.changes.map((c) => c.entityId)).toEqual(['held-1']);
    expect(at).toBeGreaterThanOrEqual(wroteAt);
    expect(at - started).toBeLessThan(10_000);
  });

  it('hears a write made elsewhere (another replica) by looking at the database', async () => {
    const { viewer, owner, orgPath, ctx } = team;
    const held = viewer.agent.get(`${orgPath}/changes`).query({ since: 0, waitMs: 20_000 });
    const answered = held.then((res) => res.body as Feed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = await createTransactions(
      ctx.sql.kysely,
      { orgId: owner.organizationId, userId: owner.userId, at: '2026-03-02T10:00:00.000Z' },
      [tx('elsewhere-1')],
    );
    expect(written.ok).toBe(true);
    const body = await answered;
    expect(body.changes.map((c) => c.entityId)).toEqual(['elsewhere-1']);
  });

  it('answers an empty page once the wait is over, and at once with something to say', async () => {
    const { viewer, editor, orgPath } = team;
    const started = Date.now();
    const empty = await viewer.agent
      .get(`${orgPath}/changes`)
      .query({ since: 0, waitMs: 400 })
      .expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(empty.body).toEqual({ changes: [], lastSeq: 0, headSeq: 0 });

    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [tx('ready-1')] })
      .expect(201);
    const ready = await viewer.agent
      .get(`${orgPath}/changes`)
      .query({ since: 0, waitMs: 25_000 })
      .expect(200);
    expect((ready.body as Feed).changes.map((c) => c.entityId)).toEqual(['ready-1']);
  });

  it('refuses a wait beyond 25 s, and an outsider waiting on another organisation', async () => {
    const { viewer, outsider, orgPath } = team;
    await viewer.agent.get(`${orgPath}/changes`).query({ waitMs: 60_000 }).expect(400);
    await outsider.agent.get(`${orgPath}/changes`).query({ waitMs: 1000 }).expect(404);
  });

  it('holds at most a few waits per user: one more is told to come back, and a wait ended frees its place', async () => {
    const { viewer, editor, orgPath } = team;
    const wait = () => {
      let status: number | undefined;
      const answered = viewer.agent
        .get(`${orgPath}/changes`)
        .query({ since: 0, waitMs: 20_000 })
        .then((res) => {
          status = res.status;
          return res;
        });
      return { answered, refused: () => status === 429 };
    };
    const waits = Array.from({ length: HELD_PER_USER }, wait);
    // One more wait is refused once the server holds them all; until they have all reached it
    // (a loaded machine takes a while to sign each in), a 1 ms wait is let through and ends. That
    // wait holds a place while it runs: a wait arriving then is refused, and is sent again.
    const refusedBy = Date.now() + 15_000;
    let over = await viewer.agent.get(`${orgPath}/changes`).query({ since: 0, waitMs: 1 });
    while (over.status === 200 && Date.now() < refusedBy) {
      waits.forEach((held, i) => {
        if (held.refused()) waits[i] = wait();
      });
      over = await viewer.agent.get(`${orgPath}/changes`).query({ since: 0, waitMs: 1 });
    }
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('5');
    // Another member is not held back by this one's waits, and a read without a wait always goes.
    await viewer.agent.get(`${orgPath}/changes`).query({ since: 0 }).expect(200);
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [tx('frees-1')] })
      .expect(201);
    const answered = await Promise.all(waits.map((held) => held.answered));
    expect(answered.every((res) => res.status === 200)).toBe(true);
    await viewer.agent.get(`${orgPath}/changes`).query({ since: 1, waitMs: 300 }).expect(200);
  });
});
