import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

/**
 * N requests at once on one row, one id, one document version or one import, as browsers of one
 * team send them: on both databases, no 5xx, every landed write counted once, versions one apart.
 */
let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const N = 6;
const base = {
  id: 'tx-1',
  date: '2026-03-02',
  description: 'CARD AWS EMEA',
  amount: -120.5,
  type: 'outflow',
  category: 'Software',
};

type Change = { seq: number; entity: string; entityId: string; op: string; after: unknown };

async function changes(): Promise<Change[]> {
  const res = await team.owner.agent
    .get(`${team.orgPath}/changes`)
    .query({ since: 0, limit: 1000 })
    .expect(200);
  return (res.body as { changes: Change[] }).changes;
}

const statuses = (answers: { status: number }[]) => answers.map((res) => res.status).sort();

describe('concurrent writes to the team ledger', () => {
  it('six edits of different fields on one version all land, each once, one version apart', async () => {
    const { editor, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [base] })
      .expect(201);
    const edits = {
      description: 'AWS EMEA SARL',
      category: 'Hosting',
      note: 'March bill',
      merchant: 'Amazon Web Services',
      paymentRef: 'INV-77',
      subcategory: 'Cloud',
    };
    const answers = await Promise.all(
      Object.entries(edits).map(([field, value]) =>
        editor.agent
          .patch(`${orgPath}/transactions/tx-1`)
          .send({ baseVersion: 1, changes: { [field]: value } }),
      ),
    );
    expect(statuses(answers)).toEqual(Array(N).fill(200));
    for (const res of answers) expect(res.body.overwritten).toEqual([]);
    const versions = answers.map((res) => res.body.transaction.version as number).sort();
    expect(versions).toEqual([2, 3, 4, 5, 6, 7]);

    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    expect(page.body.transactions[0]).toMatchObject({ ...edits, version: 7 });
    const updates = (await changes()).filter((change) => change.op === 'update');
    expect(updates.map((change) => (change.after as { version: number }).version)).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
  });

  it('six edits of one field on one version: the last wins and the five later ones say what they overwrote', async () => {
    const { editor, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [base] })
      .expect(201);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        editor.agent
          .patch(`${orgPath}/transactions/tx-1`)
          .send({ baseVersion: 1, changes: { category: `Category ${i}` } }),
      ),
    );
    expect(statuses(answers)).toEqual(Array(N).fill(200));
    const byVersion = [...answers].sort(
      (a, b) => a.body.transaction.version - b.body.transaction.version,
    );
    expect(byVersion.map((res) => res.body.transaction.version)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(byVersion.map((res) => res.body.overwritten.length)).toEqual([0, 1, 1, 1, 1, 1]);
    const last = byVersion.at(-1)!.body.transaction.category as string;
    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    expect(page.body.transactions[0]).toMatchObject({ category: last, version: 7 });
  });

  it('six creates of one new id: one 201, five 409, one row and one recorded change', async () => {
    const { editor, orgPath } = team;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        editor.agent
          .post(`${orgPath}/transactions`)
          .send({ transactions: [{ ...base, description: `try ${i}` }] }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 409, 409, 409, 409, 409]);
    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    expect(page.body.transactions).toHaveLength(1);
    expect((await changes()).filter((change) => change.op === 'create')).toHaveLength(1);
  });

  it('six saves of one document on one version: exactly one wins, the rest get 409 with the current version', async () => {
    const { editor, orgPath } = team;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        editor.agent
          .put(`${orgPath}/documents/settings`)
          .send({ baseVersion: 0, value: { importLayouts: {}, cashMinimum: 1000 * (i + 1) } }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    const won = answers.find((res) => res.status === 200)!;
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(JSON.stringify(res.body)).toContain('"version":1');
    }
    const stored = await editor.agent.get(`${orgPath}/documents/settings`).expect(200);
    expect(stored.body).toEqual(won.body);
    expect((await changes()).filter((change) => change.entity === 'document')).toHaveLength(1);
  });

  it('a chunk sent six times at once is kept once, and six commits at once land the import once', async () => {
    const { editor, orgPath } = team;
    const rows = Array.from({ length: 50 }, (_, i) => ({ ...base, id: `imp-${i}` }));
    const started = await editor.agent
      .post(`${orgPath}/imports`)
      .send({ fileName: 'march.csv', rowCount: rows.length })
      .expect(201);
    const id = (started.body as { id: string }).id;
    const chunks = await Promise.all(
      Array.from({ length: N }, () =>
        editor.agent.post(`${orgPath}/imports/${id}/chunks`).send({ index: 0, transactions: rows }),
      ),
    );
    expect(statuses(chunks)).toEqual(Array(N).fill(200));
    const commits = await Promise.all(
      Array.from({ length: N }, () => editor.agent.post(`${orgPath}/imports/${id}/commit`)),
    );
    expect(statuses(commits)).toEqual([200, 409, 409, 409, 409, 409]);
    const page = await editor.agent
      .get(`${orgPath}/transactions`)
      .query({ limit: 1000 })
      .expect(200);
    expect(page.body.transactions).toHaveLength(rows.length);
    expect((await changes()).filter((change) => change.entity === 'import')).toHaveLength(1);
  });

  it('a reader following the feed while many writes land sees every change exactly once, in order', async () => {
    const { editor, owner, orgPath } = team;
    const writes = Array.from({ length: 40 }, (_, i) =>
      (i % 2 === 0 ? editor : owner).agent
        .post(`${orgPath}/transactions`)
        .send({ transactions: [{ ...base, id: `w-${i}` }] }),
    );
    const seen: number[] = [];
    let since = 0;
    let done = false;
    const reading = (async () => {
      while (!done || seen.length < 40) {
        const res = await owner.agent
          .get(`${orgPath}/changes`)
          .query({ since, limit: 7 })
          .expect(200);
        const page = res.body as { changes: Change[]; lastSeq: number };
        seen.push(...page.changes.map((change) => change.seq));
        since = page.lastSeq;
        if (done && page.changes.length === 0) break;
      }
    })();
    const answers = await Promise.all(writes);
    done = true;
    await reading;
    expect(statuses(answers)).toEqual(Array(40).fill(201));
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen).toEqual((await changes()).map((change) => change.seq));
  });
});

describe('what the feed records', () => {
  it('a created transaction and account as they are kept, not as they were sent', async () => {
    const { editor, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .send({ transactions: [{ ...base, amount: 12.345, type: 'outflow' }] })
      .expect(201);
    await editor.agent
      .post(`${orgPath}/accounts`)
      .send({
        id: 'acc-1',
        name: 'Checking',
        kind: 'checking',
        currency: 'USD',
        openingBalance: 100.005,
        openingDate: '2026-01-01',
        archived: false,
      })
      .expect(201);
    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    const stored = page.body.transactions[0] as Record<string, unknown>;
    const created = (await changes()).filter((change) => change.op === 'create');
    expect(created[0]?.after).toEqual(stored);
    const accounts = await editor.agent.get(`${orgPath}/accounts`).expect(200);
    expect(created[1]?.after).toEqual(
      (accounts.body as { id: string }[]).find((account) => account.id === 'acc-1'),
    );
  });
});
