import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

/**
 * A browser whose answer was lost sends the same change again with the same Idempotency-Key: on
 * both databases, the retry answers what the change answered and changes nothing more.
 */
let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const KEY = 'Idempotency-Key';
const tx = (id: string) => ({
  id,
  date: '2026-03-02',
  description: 'CARD AWS EMEA',
  amount: -120.5,
  type: 'outflow',
  category: 'Software',
});

type Change = { entity: string; entityId: string; op: string };

async function changes(): Promise<Change[]> {
  const res = await team.owner.agent
    .get(`${team.orgPath}/changes`)
    .query({ since: 0, limit: 1000 })
    .expect(200);
  return (res.body as { changes: Change[] }).changes;
}

async function addRow(id: string) {
  await team.editor.agent
    .post(`${team.orgPath}/transactions`)
    .send({ transactions: [tx(id)] })
    .expect(201);
}

describe('a retried ledger write', () => {
  it('a delete that landed answers "deleted" again instead of 404, and is recorded once', async () => {
    const { editor, orgPath } = team;
    await addRow('tx-1');
    await addRow('tx-2');
    const first = await editor.agent.delete(`${orgPath}/transactions/tx-1`).set(KEY, 'c1.1');
    const retry = await editor.agent.delete(`${orgPath}/transactions/tx-1`).set(KEY, 'c1.1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual({ deleted: true });
    // Without its key, the same request is a new delete, and there is nothing left to delete.
    await editor.agent.delete(`${orgPath}/transactions/tx-1`).expect(404);
    expect((await changes()).filter((change) => change.op === 'delete')).toHaveLength(1);
  });

  it('six copies of one create sent at once land one row and all answer 201', async () => {
    const { editor, orgPath } = team;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        editor.agent
          .post(`${orgPath}/transactions`)
          .set(KEY, 'c1.create')
          .send({ transactions: [tx('tx-new')] }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    for (const res of answers) expect(res.body).toEqual({ created: 1 });
    const created = (await changes()).filter((change) => change.op === 'create');
    expect(created.map((change) => change.entityId)).toEqual(['tx-new']);
  });

  it('a batch retried answers the versions it wrote, without writing them again', async () => {
    const { editor, orgPath } = team;
    await addRow('tx-1');
    await addRow('tx-2');
    const batch = {
      create: [tx('tx-3')],
      edit: [{ id: 'tx-1', baseVersion: 1, changes: { note: 'March' } }],
      delete: ['tx-2'],
    };
    const send = () =>
      editor.agent.post(`${orgPath}/transactions/batch`).set(KEY, 'c1.batch').send(batch);
    const first = await send().expect(200);
    const retry = await send().expect(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.edited[0]).toMatchObject({ id: 'tx-1', note: 'March', version: 2 });
    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    const stored = page.body.transactions as { id: string; version: number }[];
    expect(stored.map((row) => [row.id, row.version]).sort()).toEqual([
      ['tx-1', 2],
      ['tx-3', 1],
    ]);
    expect(await changes()).toHaveLength(2 + 3);
  });

  it('an edit retried keeps its version, where a fresh copy of it would bump the row again', async () => {
    const { editor, orgPath } = team;
    await addRow('tx-1');
    const edit = { baseVersion: 1, changes: { note: 'once' } };
    const first = await editor.agent
      .patch(`${orgPath}/transactions/tx-1`)
      .set(KEY, 'c1.edit')
      .send(edit)
      .expect(200);
    await editor.agent
      .patch(`${orgPath}/transactions/tx-1`)
      .send({ baseVersion: 2, changes: { note: 'twice' } })
      .expect(200);
    const retry = await editor.agent
      .patch(`${orgPath}/transactions/tx-1`)
      .set(KEY, 'c1.edit')
      .send(edit)
      .expect(200);
    expect(retry.body).toEqual(first.body);
    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    expect(page.body.transactions[0]).toMatchObject({ note: 'twice', version: 3 });
  });

  it('a document save retried answers its version instead of "stale"', async () => {
    const { editor, orgPath } = team;
    const save = { baseVersion: 0, value: [] };
    const send = () =>
      editor.agent.put(`${orgPath}/documents/rules`).set(KEY, 'c1.rules').send(save);
    const first = await send().expect(200);
    const retry = await send().expect(200);
    expect(retry.body).toEqual(first.body);
    await editor.agent.put(`${orgPath}/documents/rules`).send(save).expect(409);
  });

  it('an import started, chunked, committed and undone twice over lands once', async () => {
    const { editor, viewer, orgPath } = team;
    const start = () =>
      editor.agent
        .post(`${orgPath}/imports`)
        .set(KEY, 'c1.import')
        .send({ fileName: 'march.csv', rowCount: 2 });
    const started = await start().expect(201);
    expect((await start().expect(201)).body.id).toBe(started.body.id);
    const path = `${orgPath}/imports/${started.body.id as string}`;
    const chunk = { index: 0, transactions: [tx('i-1'), tx('i-2')] };
    for (let i = 0; i < 2; i += 1) {
      await editor.agent.post(`${path}/chunks`).set(KEY, 'c1.chunk0').send(chunk).expect(200);
    }
    const committed = await editor.agent.post(`${path}/commit`).set(KEY, 'c1.commit').expect(200);
    const again = await editor.agent.post(`${path}/commit`).set(KEY, 'c1.commit').expect(200);
    expect(again.body).toEqual(committed.body);
    const page = await viewer.agent.get(`${orgPath}/transactions`).expect(200);
    expect(page.body.transactions).toHaveLength(2);
    for (let i = 0; i < 2; i += 1) {
      const undo = await editor.agent.delete(path).set(KEY, 'c1.undo').expect(200);
      expect(undo.body).toEqual({ removed: 2 });
    }
    const imports = (await changes()).filter((change) => change.entity === 'import');
    expect(imports.map((change) => change.op)).toEqual(['import', 'undo-import']);
  });

  it('an account created twice with one key is one account, and both answers say so', async () => {
    const { editor, orgPath } = team;
    const account = {
      id: 'acc-savings',
      name: 'Savings',
      kind: 'savings',
      currency: 'USD',
      openingBalance: 100,
      openingDate: '2026-01-01',
      archived: false,
    };
    const send = () => editor.agent.post(`${orgPath}/accounts`).set(KEY, 'c1.acc').send(account);
    const first = await send().expect(201);
    expect((await send().expect(201)).body).toEqual(first.body);
    await editor.agent.post(`${orgPath}/accounts`).send(account).expect(409);
  });

  it('a key sent with a different change is refused and changes nothing', async () => {
    const { editor, orgPath } = team;
    await addRow('tx-1');
    await addRow('tx-2');
    await editor.agent.delete(`${orgPath}/transactions/tx-1`).set(KEY, 'c1.9').expect(200);
    const reused = await editor.agent
      .delete(`${orgPath}/transactions/tx-2`)
      .set(KEY, 'c1.9')
      .expect(422);
    expect(reused.body).toMatchObject({ success: false, error: 'idempotency_key_reused' });
    const page = await editor.agent.get(`${orgPath}/transactions`).expect(200);
    expect(page.body.transactions.map((row: { id: string }) => row.id)).toEqual(['tx-2']);
  });

  it("one member's key is not another's: the same key from the owner is a new change", async () => {
    const { editor, owner, orgPath } = team;
    await editor.agent
      .post(`${orgPath}/transactions`)
      .set(KEY, 'shared')
      .send({ transactions: [tx('by-editor')] })
      .expect(201);
    await owner.agent
      .post(`${orgPath}/transactions`)
      .set(KEY, 'shared')
      .send({ transactions: [tx('by-editor')] })
      .expect(409);
  });

  it('a refused change is not remembered: sent again once it can land, it lands', async () => {
    const { editor, orgPath } = team;
    await editor.agent.delete(`${orgPath}/transactions/later`).set(KEY, 'c1.late').expect(404);
    await addRow('later');
    await editor.agent.delete(`${orgPath}/transactions/later`).set(KEY, 'c1.late').expect(200);
  });

  it('a malformed key is refused before anything is written', async () => {
    const { editor, orgPath } = team;
    const res = await editor.agent
      .post(`${orgPath}/transactions`)
      .set(KEY, 'has space')
      .send({ transactions: [tx('tx-1')] })
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request' });
    expect(await changes()).toEqual([]);
  });
});
