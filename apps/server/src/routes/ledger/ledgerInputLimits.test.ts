import { MAX_AMOUNT } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const coffee = {
  id: 'tx-coffee',
  date: '2026-03-02',
  description: 'COFFEE',
  amount: -4.5,
  type: 'outflow',
  category: 'Meals',
};

function add(transaction: Record<string, unknown>) {
  return team.editor.agent
    .post(`${team.orgPath}/transactions`)
    .send({ transactions: [transaction] });
}

type Stored = { transactions: unknown[] };

/** Everything a member can read of the ledger: its rows, accounts and audit log. */
async function ledgerState() {
  const { owner, orgPath } = team;
  const rows = await owner.agent.get(`${orgPath}/transactions`).expect(200);
  const accounts = await owner.agent.get(`${orgPath}/accounts`).expect(200);
  const audit = await owner.agent.get(`${orgPath}/audit`).expect(200);
  return { rows: (rows.body as Stored).transactions, accounts: accounts.body, audit: audit.body };
}

function expectRefused(res: { status: number; text: string }, message: RegExp) {
  expect(res.status).toBe(400);
  expect(res.text).toMatch(message);
}

describe('the shared input limits', () => {
  it('refuse a NUL or an over-long id in any path with 400 before touching the ledger', async () => {
    const { editor, orgPath } = team;
    await add(coffee).expect(201);
    const before = await ledgerState();
    const edit = { baseVersion: 1, changes: { note: 'x' } };
    for (const id of ['%00', 'tx%00coffee', 'x'.repeat(3000)]) {
      const refusals = await Promise.all([
        editor.agent.patch(`${orgPath}/transactions/${id}`).send(edit),
        editor.agent.delete(`${orgPath}/transactions/${id}`),
        editor.agent.patch(`${orgPath}/accounts/${id}`).send(edit),
        editor.agent.get(`${orgPath}/imports/${id}`),
        editor.agent
          .post(`${orgPath}/imports/${id}/chunks`)
          .send({ index: 0, transactions: [coffee] }),
        editor.agent.post(`${orgPath}/imports/${id}/commit`),
        editor.agent.post(`${orgPath}/transactions/batch`).send({ delete: [decodeURI(id)] }),
      ]);
      for (const res of refusals) {
        expectRefused(res, id.length > 200 ? /At most 200 characters/ : /Control characters/);
      }
    }
    expect(await ledgerState()).toEqual(before);
  });

  it('refuse NUL, control characters and over-long text in a body with 400', async () => {
    const before = await ledgerState();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...coffee, description: 'COF\u0000FEE' }, /Control characters/],
      [{ ...coffee, category: 'Meals\u0007' }, /Control characters/],
      [{ ...coffee, id: 'tx\u0000' }, /Control characters/],
      [{ ...coffee, category: 'c'.repeat(3000) }, /At most 200 characters/],
      [{ ...coffee, description: 'd'.repeat(100_000) }, /At most 1000 characters/],
      [{ ...coffee, merchant: 'm'.repeat(201) }, /At most 200 characters/],
      [{ ...coffee, note: 'n'.repeat(4001) }, /At most 4000 characters/],
    ];
    for (const [body, message] of cases) {
      expectRefused(await add(body), message);
    }
    expect(await ledgerState()).toEqual(before);
  });

  it('keep multi-line notes, and the largest amount the range allows', async () => {
    const largest = { ...coffee, amount: -MAX_AMOUNT, note: 'first line\n\tsecond line' };
    await add(largest).expect(201);
    const { rows } = await ledgerState();
    expect(rows).toEqual([expect.objectContaining({ amount: -MAX_AMOUNT, note: largest.note })]);
  });

  it('refuse amounts and balances beyond ±1e12 with 400 instead of failing in the cents conversion', async () => {
    const { editor, orgPath } = team;
    await add(coffee).expect(201);
    const before = await ledgerState();
    const refusals = await Promise.all([
      add({ ...coffee, id: 'tx-big', amount: 1e14 }),
      add({ ...coffee, id: 'tx-b', balance: -1e14 }),
      editor.agent
        .patch(`${orgPath}/transactions/tx-coffee`)
        .send({ baseVersion: 1, changes: { amount: -1e14 } }),
      editor.agent.post(`${orgPath}/accounts`).send({
        id: 'acc-big',
        name: 'Big',
        kind: 'checking',
        currency: 'USD',
        openingBalance: 1e14,
        openingDate: '2026-01-01',
        archived: false,
      }),
    ]);
    for (const res of refusals) expectRefused(res, /Amounts must be (at most|at least)/);
    expect(await ledgerState()).toEqual(before);
  });
});
