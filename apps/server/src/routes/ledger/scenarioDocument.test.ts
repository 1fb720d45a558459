import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const hire = {
  id: 'l1',
  type: 'hire',
  name: 'Two engineers',
  start: '2026-03-01',
  accountId: 'main',
  monthlySalary: 9_000,
  employerCostPercent: 13.8,
  headcount: 2,
};
const loan = {
  id: 'l2',
  type: 'loan',
  name: 'Bank loan',
  start: '2026-02-15',
  accountId: 'main',
  principal: 200_000,
  annualRatePercent: 7.5,
  termMonths: 36,
};
const scenario = { id: 's1', name: 'Hire and borrow', layers: [hire, loan] };

describe("the organisation's scenarios", () => {
  it('are kept versioned for the team: editors change them, viewers read them', async () => {
    const { editor, viewer, owner, orgPath } = team;
    const path = `${orgPath}/documents/scenarios`;
    expect((await viewer.agent.get(path).expect(200)).body).toEqual({
      kind: 'scenarios',
      value: [],
      version: 0,
    });
    await editor.agent
      .put(path)
      .send({ baseVersion: 0, value: [scenario] })
      .expect(200);
    expect((await viewer.agent.get(path).expect(200)).body).toEqual({
      kind: 'scenarios',
      value: [scenario],
      version: 1,
    });
    await viewer.agent.put(path).send({ baseVersion: 1, value: [] }).expect(403);
    const stale = await owner.agent.put(path).send({ baseVersion: 0, value: [] }).expect(409);
    expect(stale.body).toMatchObject({
      error: 'stale',
      current: { version: 1, value: [scenario] },
    });
    const renamed = { ...scenario, name: 'Hire, borrow and wait' };
    await owner.agent
      .put(path)
      .send({ baseVersion: 1, value: [renamed] })
      .expect(200);
    expect((await editor.agent.get(path).expect(200)).body).toMatchObject({
      value: [renamed],
      version: 2,
    });
  });

  it('refuse an invalid layer with its reason, and keep what was stored', async () => {
    const { editor, orgPath } = team;
    const path = `${orgPath}/documents/scenarios`;
    await editor.agent
      .put(path)
      .send({ baseVersion: 0, value: [scenario] })
      .expect(200);
    const backwards = { ...hire, end: '2026-01-01' };
    const invalid = await editor.agent
      .put(path)
      .send({ baseVersion: 1, value: [{ ...scenario, layers: [backwards] }] })
      .expect(400);
    expect((invalid.body as { message: string }).message).toMatch(/end cannot be before the start/);
    const unknown = await editor.agent
      .put(path)
      .send({ baseVersion: 1, value: [{ ...scenario, layers: [{ ...loan, type: 'windfall' }] }] })
      .expect(400);
    expect((unknown.body as { message: string }).message).toMatch(/layers/);
    expect((await editor.agent.get(path).expect(200)).body).toMatchObject({
      value: [scenario],
      version: 1,
    });
  });

  it("are no outsider's to read or change, and the outsider's own are apart", async () => {
    const { editor, outsider, orgPath } = team;
    await editor.agent
      .put(`${orgPath}/documents/scenarios`)
      .send({ baseVersion: 0, value: [scenario] })
      .expect(200);
    const read = await outsider.agent.get(`${orgPath}/documents/scenarios`).expect(404);
    expect(JSON.stringify(read.body)).not.toContain('engineers');
    await outsider.agent
      .put(`${orgPath}/documents/scenarios`)
      .send({ baseVersion: 1, value: [] })
      .expect(404);
    expect(
      (await outsider.agent.get(`/api/orgs/${outsider.organizationId}/documents/scenarios`)).body,
    ).toEqual({ kind: 'scenarios', value: [], version: 0 });
    expect(
      (await editor.agent.get(`${orgPath}/documents/scenarios`).expect(200)).body,
    ).toMatchObject({ value: [scenario], version: 1 });
  });
});
