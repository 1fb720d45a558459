import { addDays, freezeWeek } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

/** This week's forecasts as a browser freezes them, the base starting at `balance`. */
function frozen(asOf: string, balance: number) {
  const weeks = Array.from({ length: 13 }, (_, i) => ({
    end: addDays(asOf, 7 * (i + 1)),
    low: balance - 100 * (i + 1),
    expected: balance,
    high: balance + 100 * (i + 1),
  }));
  return {
    week: freezeWeek(asOf),
    asOf,
    engineVersion: '2026.11-1',
    forecasts: [
      { scenarioId: null, name: 'Base forecast', weeks },
      {
        scenarioId: 's1',
        name: 'Hire',
        weeks: weeks.map((w) => ({ ...w, expected: w.expected - 9000 })),
      },
    ],
  };
}

const today = () => new Date().toISOString().slice(0, 10);

describe("the organisation's frozen forecasts", () => {
  it('keep the first freeze of a week and refuse to rewrite it', async () => {
    const { editor, owner, viewer, orgPath } = team;
    const path = `${orgPath}/frozen-forecasts`;
    expect((await viewer.agent.get(path).expect(200)).body).toEqual([]);
    const first = frozen(today(), 5_000);
    await editor.agent.post(path).send(first).expect(201);
    const again = await owner.agent.post(path).send(frozen(today(), 1)).expect(409);
    expect(again.body).toMatchObject({ error: 'already_frozen', current: first });
    expect((await viewer.agent.get(path).expect(200)).body).toEqual([first]);
  });

  it('keep one of two freezes of the same week sent at once', async () => {
    const { editor, owner, orgPath } = team;
    const path = `${orgPath}/frozen-forecasts`;
    const sent = [frozen(today(), 1_000), frozen(today(), 2_000)];
    const answers = await Promise.all([
      editor.agent.post(path).send(sent[0]),
      owner.agent.post(path).send(sent[1]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const kept = sent[answers.findIndex((answer) => answer.status === 201)];
    expect((await editor.agent.get(path).expect(200)).body).toEqual([kept]);
  });

  it('are written by editors, as of today only, and refused when malformed', async () => {
    const { editor, viewer, orgPath } = team;
    const path = `${orgPath}/frozen-forecasts`;
    await viewer.agent.post(path).send(frozen(today(), 5_000)).expect(403);
    const past = await editor.agent
      .post(path)
      .send(frozen(addDays(today(), -30), 5_000))
      .expect(400);
    expect((past.body as { message: string }).message).toMatch(/as of today only/);
    const wrongWeek = { ...frozen(today(), 5_000), week: addDays(freezeWeek(today()), 7) };
    await editor.agent.post(path).send(wrongWeek).expect(400);
    const noBase = frozen(today(), 5_000);
    await editor.agent
      .post(path)
      .send({ ...noBase, forecasts: noBase.forecasts.slice(1) })
      .expect(400);
    expect((await editor.agent.get(path).expect(200)).body).toEqual([]);
  });

  it("are no outsider's to read or write", async () => {
    const { editor, outsider, orgPath } = team;
    await editor.agent.post(`${orgPath}/frozen-forecasts`).send(frozen(today(), 5_000)).expect(201);
    const read = await outsider.agent.get(`${orgPath}/frozen-forecasts`).expect(404);
    expect(JSON.stringify(read.body)).not.toContain('Hire');
    await outsider.agent.post(`${orgPath}/frozen-forecasts`).send(frozen(today(), 1)).expect(404);
    expect(
      (await outsider.agent.get(`/api/orgs/${outsider.organizationId}/frozen-forecasts`)).body,
    ).toEqual([]);
  });

  it('take in the weeks a browser froze before it moved in, never over a week they have', async () => {
    const { editor, viewer, orgPath } = team;
    const path = `${orgPath}/frozen-forecasts`;
    const thisWeek = frozen(today(), 5_000);
    await editor.agent.post(path).send(thisWeek).expect(201);
    const browser = [
      frozen(addDays(today(), -14), 7_000),
      frozen(addDays(today(), -7), 6_000),
      frozen(today(), 1),
    ];
    await viewer.agent.post(`${path}/moved`).send(browser).expect(403);
    const moved = await editor.agent.post(`${path}/moved`).send(browser).expect(200);
    expect(moved.body).toEqual({ kept: 2 });
    // Sent again (a retried move), nothing changes.
    await editor.agent.post(`${path}/moved`).send(browser).expect(200, { kept: 0 });
    expect((await viewer.agent.get(path).expect(200)).body).toEqual([
      browser[0],
      browser[1],
      thisWeek,
    ]);
  });

  it('refuse moved weeks of a future day, too many at once, or none', async () => {
    const { editor, outsider, orgPath } = team;
    const path = `${orgPath}/frozen-forecasts/moved`;
    const future = await editor.agent
      .post(path)
      .send([frozen(addDays(today(), -7), 1), frozen(addDays(today(), 9), 1)])
      .expect(400);
    expect((future.body as { message: string }).message).toMatch(/future day/);
    const many = Array.from({ length: 21 }, (_, i) => frozen(addDays(today(), -7 * (i + 1)), i));
    await editor.agent.post(path).send(many).expect(400);
    await editor.agent.post(path).send([]).expect(400);
    await outsider.agent
      .post(path)
      .send([frozen(addDays(today(), -7), 1)])
      .expect(404);
    expect((await editor.agent.get(`${orgPath}/frozen-forecasts`).expect(200)).body).toEqual([]);
  });
});
