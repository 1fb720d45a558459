import { MAX_IDS_PER_READ } from '@cashline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
const row = (id: string, date: string, amount: number) => ({
  id,
  date,
  description: `Row ${id}`,
  amount,
  type: amount < 0 ? 'outflow' : 'inflow',
  category: 'Software',
});

beforeAll(async () => {
  team = await startLedgerTeam();
  const { editor, outsider, orgPath } = team;
  await editor.agent
    .post(`${orgPath}/transactions`)
    .send({
      transactions: [
        row('t1', '2026-03-01', -10),
        row('t2', '2026-03-05', -20),
        row('t3', '2026-02-01', 30),
      ],
    })
    .expect(201);
  await editor.agent
    .patch(`${orgPath}/transactions/t1`)
    .send({ baseVersion: 1, changes: { note: 'checked' } })
    .expect(200);
  await editor.agent.delete(`${orgPath}/transactions/t3`).expect(200);
  // Another organisation's row under an id this one also asks for.
  await outsider.agent
    .post(`/api/orgs/${outsider.organizationId}/transactions`)
    .send({ transactions: [row('theirs', '2026-03-02', -999)] })
    .expect(201);
});
afterAll(() => team.close());

const read = (agent: LedgerTeam['owner']['agent'], ids: unknown) =>
  agent.post(`${team.orgPath}/transactions/by-id`).send({ ids });

describe('POST /transactions/by-id', () => {
  it("answers the organisation's current rows of those ids, leaving out deleted, unknown and others' ids", async () => {
    const res = await read(team.viewer.agent, ['t1', 'nope', 't3', 'theirs', 't2', 't1']).expect(
      200,
    );
    const rows = (res.body as { transactions: Record<string, unknown>[] }).transactions;
    expect(rows.map((r) => r.id)).toEqual(['t2', 't1']);
    expect(rows[1]).toMatchObject({ id: 't1', version: 2, note: 'checked', amount: -10 });
  });

  it('refuses an empty list or more ids than one read takes, with a clear message', async () => {
    const empty = await read(team.editor.agent, []).expect(400);
    expect(JSON.stringify(empty.body)).toMatch(/ids/);
    const many = Array.from({ length: MAX_IDS_PER_READ + 1 }, (_, i) => `id-${i}`);
    await read(team.editor.agent, many).expect(400);
    await read(team.editor.agent, ['ok', 'bad\u0000id']).expect(400);
    await read(
      team.editor.agent,
      Array.from({ length: MAX_IDS_PER_READ }, (_, i) => `id-${i}`),
    )
      .expect(200)
      .expect({ transactions: [] });
  });

  it('answers 404 to a member of another organisation and 401 signed out', async () => {
    const outsider = await read(team.outsider.agent, ['t1']).expect(404);
    expect(JSON.stringify(outsider.body)).not.toContain('Row t1');
    await read(team.server.agent(), ['t1']).expect(401);
  });
});
