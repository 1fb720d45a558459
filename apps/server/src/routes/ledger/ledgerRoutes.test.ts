import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const row = (i: number) => ({
  id: `imp-${i}`,
  date: `2026-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  description: `CARD ${i} AWS EMEA`,
  amount: -(i + 0.25),
  type: 'outflow',
  category: 'Software',
});

type Page = { transactions: { id: string; version: number }[]; nextCursor?: string };

async function everyId(agent: LedgerTeam['viewer']['agent']): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const res = await agent
      .get(`${team.orgPath}/transactions`)
      .query({ limit: 1000, ...(cursor ? { cursor } : {}) })
      .expect(200);
    const page = res.body as Page;
    ids.push(...page.transactions.map((t) => t.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('an import through the API', () => {
  it('arrives in chunks, lands whole for every member to read, and undo takes exactly it away', async () => {
    const { editor, viewer, orgPath } = team;
    const rows = Array.from({ length: 6000 }, (_, i) => row(i));
    const started = await editor.agent
      .post(`${orgPath}/imports`)
      .send({ fileName: 'q1.csv', rowCount: rows.length })
      .expect(201);
    const id = (started.body as { id: string }).id;
    for (let index = 0; index * 2500 < rows.length; index += 1) {
      const chunk = rows.slice(index * 2500, (index + 1) * 2500);
      const res = await editor.agent
        .post(`${orgPath}/imports/${id}/chunks`)
        .send({ index, transactions: chunk })
        .expect(200);
      expect((res.body as { batch: { receivedRows: number } }).batch.receivedRows).toBe(
        Math.min(rows.length, (index + 1) * 2500),
      );
      // Nothing is in the ledger until the commit.
      expect(await everyId(viewer.agent)).toEqual([]);
    }
    await editor.agent.post(`${orgPath}/imports/${id}/commit`).expect(200);
    const ids = await everyId(viewer.agent);
    expect(ids).toHaveLength(6000);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));

    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [{ ...row(0), id: 'by-hand' }] })
      .expect(201);
    const undo = await editor.agent.delete(`${orgPath}/imports/${id}`).expect(200);
    expect(undo.body).toEqual({ removed: 6000 });
    expect(await everyId(viewer.agent)).toEqual(['by-hand']);
  });

  it('refuses a commit before every row has arrived, with the counts', async () => {
    const { editor, orgPath } = team;
    const started = await editor.agent
      .post(`${orgPath}/imports`)
      .send({ fileName: 'f.csv', rowCount: 3 })
      .expect(201);
    const id = (started.body as { id: string }).id;
    await editor.agent
      .post(`${orgPath}/imports/${id}/chunks`)
      .send({ index: 0, transactions: [row(1)] })
      .expect(200);
    const res = await editor.agent.post(`${orgPath}/imports/${id}/commit`).expect(409);
    expect(res.body).toMatchObject({
      success: false,
      error: 'import_incomplete',
      message: 'Only 1 of 3 rows have arrived; send the rest, then save.',
    });
  });
});

describe('editing', () => {
  it('tells the second editor which field they wrote over, and the audit log shows both', async () => {
    const { editor, admin, owner, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [row(1)] })
      .expect(201);
    await editor.agent
      .patch(`${orgPath}/transactions/imp-1`)
      .send({ baseVersion: 1, changes: { category: 'Rent' } })
      .expect(200);
    const second = await admin.agent
      .patch(`${orgPath}/transactions/imp-1`)
      .send({ baseVersion: 1, changes: { category: 'Utilities', note: 'checked' } })
      .expect(200);
    expect(second.body).toMatchObject({
      transaction: { category: 'Utilities', note: 'checked', version: 3 },
      overwritten: ['category'],
    });
    // Newest first, a page at a time.
    const newest = await owner.agent.get(`${orgPath}/audit`).query({ limit: 2 }).expect(200);
    const first = newest.body as {
      changes: { op: string; userEmail: string; before: unknown; after: unknown }[];
      olderBefore?: number;
    };
    expect(first.changes.map((c) => [c.userEmail, c.before, c.after])).toEqual([
      [
        'ada@example.com',
        { category: 'Rent', note: null },
        { category: 'Utilities', note: 'checked', version: 3 },
      ],
      ['eddie@example.com', { category: 'Software' }, { category: 'Rent', version: 2 }],
    ]);
    const older = await owner.agent
      .get(`${orgPath}/audit`)
      .query({ limit: 2, before: first.olderBefore })
      .expect(200);
    expect((older.body as { changes: { op: string }[] }).changes.map((c) => c.op)).toEqual([
      'create',
    ]);
    expect(older.body).not.toHaveProperty('olderBefore');
    const csv = await owner.agent.get(`${orgPath}/audit.csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.split('\n');
    expect(lines[0]).toBe('seq,at,user,entity,id,change,before,after');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('ada@example.com,transaction,imp-1,update');
  });

  it('answers 400 for a bad edit and leaves the row as it was', async () => {
    const { editor, viewer, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [row(1)] })
      .expect(201);
    await editor.agent
      .patch(`${orgPath}/transactions/imp-1`)
      .send({ baseVersion: 1, changes: { date: '2026-02-30' } })
      .expect(400);
    await editor.agent
      .patch(`${orgPath}/transactions/imp-1`)
      .send({ baseVersion: 1, changes: {} })
      .expect(400);
    const page = await viewer.agent.get(`${orgPath}/transactions`).expect(200);
    expect((page.body as Page).transactions[0]).toMatchObject({ date: '2026-02-02', version: 1 });
  });
});

describe('a batch of changes', () => {
  it('applies creates, edits and deletes together, or none of them when one fails', async () => {
    const { editor, viewer, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [row(1), row(2)] })
      .expect(201);
    const refused = await editor.agent
      .post(`${orgPath}/transactions/batch`)
      .send({
        create: [row(3)],
        edit: [{ id: 'imp-1', baseVersion: 1, changes: { category: 'Rent' } }],
        delete: ['imp-2', 'not-there'],
      })
      .expect(404);
    expect((refused.body as { error: string }).error).toBe('not_found');
    const unchanged = (await viewer.agent.get(`${orgPath}/transactions`).expect(200)).body as Page;
    expect(unchanged.transactions.map((t) => [t.id, t.version]).sort()).toEqual([
      ['imp-1', 1],
      ['imp-2', 1],
    ]);
    const applied = await editor.agent
      .post(`${orgPath}/transactions/batch`)
      .send({
        create: [row(3)],
        edit: [{ id: 'imp-1', baseVersion: 1, changes: { category: 'Rent' } }],
        delete: ['imp-2'],
      })
      .expect(200);
    expect(applied.body).toMatchObject({ created: 1, deleted: 1, overwritten: {} });
    const after = (await viewer.agent.get(`${orgPath}/transactions`).expect(200)).body as Page;
    expect(after.transactions.map((t) => t.id).sort()).toEqual(['imp-1', 'imp-3']);
  });

  it('lists the imports still in the ledger, and their rows carry the import id', async () => {
    const { editor, viewer, orgPath } = team;
    const started = await editor.agent
      .post(`${orgPath}/imports`)
      .send({ fileName: 'april.csv', rowCount: 1 })
      .expect(201);
    const id = (started.body as { id: string }).id;
    await editor.agent
      .post(`${orgPath}/imports/${id}/chunks`)
      .send({ index: 0, transactions: [row(9)] })
      .expect(200);
    expect((await viewer.agent.get(`${orgPath}/imports`).expect(200)).body).toEqual([]);
    await editor.agent.post(`${orgPath}/imports/${id}/commit`).expect(200);
    const list = (await viewer.agent.get(`${orgPath}/imports`).expect(200)).body as {
      id: string;
      fileName: string;
      status: string;
    }[];
    expect(list).toMatchObject([{ id, fileName: 'april.csv', status: 'committed' }]);
    const page = (await viewer.agent.get(`${orgPath}/transactions`).expect(200)).body as {
      transactions: { importId?: string }[];
    };
    expect(page.transactions[0]?.importId).toBe(id);
  });
});

describe('documents', () => {
  it('keep rules per organisation and refuse a save based on an old version, with the current one', async () => {
    const { editor, admin, outsider, orgPath } = team;
    const rule = {
      id: 'r1',
      conditions: [{ kind: 'payee', value: 'aws emea' }],
      actions: { category: 'Software' },
    };
    const saved = await editor.agent
      .put(`${orgPath}/documents/rules`)
      .send({ baseVersion: 0, value: [rule] })
      .expect(200);
    expect(saved.body).toMatchObject({ kind: 'rules', version: 1 });
    const stale = await admin.agent
      .put(`${orgPath}/documents/rules`)
      .send({ baseVersion: 0, value: [] })
      .expect(409);
    expect(stale.body).toMatchObject({ error: 'stale', current: { version: 1, value: [rule] } });
    const invalid = await admin.agent
      .put(`${orgPath}/documents/rules`)
      .send({ baseVersion: 1, value: [{ id: 'bad', conditions: [], actions: {} }] })
      .expect(400);
    expect((invalid.body as { message: string }).message).toMatch(/condition/);
    const theirs = await outsider.agent
      .get(`/api/orgs/${outsider.organizationId}/documents/rules`)
      .expect(200);
    expect(theirs.body).toEqual({ kind: 'rules', value: [], version: 0 });
  });

  it("keep the team's planned payments, readable by a viewer, written by editors only", async () => {
    const { editor, viewer, outsider, orgPath } = team;
    const tax = { id: 'p1', date: '2026-12-15', amount: -77_300, description: 'Estimated tax' };
    expect((await viewer.agent.get(`${orgPath}/documents/plannedItems`).expect(200)).body).toEqual({
      kind: 'plannedItems',
      value: [],
      version: 0,
    });
    await editor.agent
      .put(`${orgPath}/documents/plannedItems`)
      .send({ baseVersion: 0, value: [tax] })
      .expect(200);
    expect(
      (await viewer.agent.get(`${orgPath}/documents/plannedItems`).expect(200)).body,
    ).toMatchObject({ value: [tax], version: 1 });
    await viewer.agent
      .put(`${orgPath}/documents/plannedItems`)
      .send({ baseVersion: 1, value: [] })
      .expect(403);
    const zero = await editor.agent
      .put(`${orgPath}/documents/plannedItems`)
      .send({ baseVersion: 1, value: [{ ...tax, amount: 0 }] })
      .expect(400);
    expect((zero.body as { message: string }).message).toMatch(/cannot be 0/);
    expect(
      (await outsider.agent.get(`/api/orgs/${outsider.organizationId}/documents/plannedItems`))
        .body,
    ).toMatchObject({ value: [], version: 0 });
    expect(
      (await editor.agent.get(`${orgPath}/documents/plannedItems`).expect(200)).body,
    ).toMatchObject({ value: [tax], version: 1 });
  });

  it("keep each category's cash-flow section with the categories, and refuse an unknown one", async () => {
    const { editor, viewer, orgPath } = team;
    const categories = [
      { name: 'Lathes', group: 'Workshop', section: 'investing' },
      { name: 'Director loan', section: 'financing' },
      { name: 'Hosting' },
    ];
    const before = (await viewer.agent.get(`${orgPath}/documents/categories`).expect(200)).body as {
      version: number;
    };
    await editor.agent
      .put(`${orgPath}/documents/categories`)
      .send({ baseVersion: before.version, value: categories })
      .expect(200);
    const unknown = await editor.agent
      .put(`${orgPath}/documents/categories`)
      .send({ baseVersion: before.version + 1, value: [{ name: 'Vans', section: 'capital' }] })
      .expect(400);
    expect((unknown.body as { message: string }).message).toMatch(/operating|section|option/i);
    expect(
      (await viewer.agent.get(`${orgPath}/documents/categories`).expect(200)).body,
    ).toMatchObject({ value: categories, version: before.version + 1 });
  });
});
