import { addMonths } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../testing/ledgerTeam.js';
import type { LedgerTeam } from '../testing/ledgerTeam.js';
import { freezeDueForecasts } from './freezeDueForecasts.js';
import { listFrozenForecasts } from './frozenForecasts.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

/** Wednesday 10 June 2026, midday. */
const NOW = new Date(Date.UTC(2026, 5, 10, 12));

/**
 * Rent of 1,000 on the 1st of each month, January 2025 to June 2026, 2,000 left after June's: as
 * of 10 June the 13 weeks take it to 1,000 on 1 July, 0 on 1 August and -1,000 on 1 September.
 */
const rent = Array.from({ length: 18 }, (_, i) => ({
  id: `rent-${i}`,
  date: addMonths('2025-01-01', i),
  description: 'Rent Oak St',
  amount: -1000,
  type: 'outflow',
  category: 'Rent',
  balance: 19_000 - 1000 * i,
}));

const bill = {
  id: 's1',
  name: 'Tax bill',
  layers: [
    { id: 'l1', type: 'oneOff', name: 'Tax', start: '2026-06-15', accountId: 'main', amount: -500 },
  ],
};

describe('the weekly freeze on the server', () => {
  it("freezes a current ledger's base and scenarios once a week, and a stale one not at all", async () => {
    const { editor, outsider, orgPath, ctx } = team;
    await editor.agent.post(`${orgPath}/transactions/batch`).send({ create: rent }).expect(200);
    await editor.agent
      .put(`${orgPath}/documents/scenarios`)
      .send({ baseVersion: 0, value: [bill] })
      .expect(200);
    // The outsider's ledger stopped a year ago: its forecast would not be as of today.
    await outsider.agent
      .post(`/api/orgs/${outsider.organizationId}/transactions/batch`)
      .send({ create: rent.slice(0, 6) })
      .expect(200);

    expect(await freezeDueForecasts(ctx.sql.kysely, NOW)).toBe(1);
    const [frozen] = await listFrozenForecasts(ctx.sql.kysely, editor.organizationId);
    expect(frozen).toMatchObject({ week: '2026-06-08', asOf: '2026-06-10' });
    expect(
      frozen?.forecasts.map((line) => [line.name, line.weeks.map((week) => week.expected)]),
    ).toEqual([
      ['Base forecast', [2000, 2000, 1000, 1000, 1000, 1000, 1000, 0, 0, 0, 0, -1000, -1000]],
      ['Tax bill', [1500, 1500, 500, 500, 500, 500, 500, -500, -500, -500, -500, -1500, -1500]],
    ]);
    expect(await listFrozenForecasts(ctx.sql.kysely, outsider.organizationId)).toEqual([]);

    // Later the same week (a scenario changed meanwhile) nothing is frozen again or rewritten.
    await editor.agent
      .put(`${orgPath}/documents/scenarios`)
      .send({ baseVersion: 1, value: [] })
      .expect(200);
    const friday = new Date(Date.UTC(2026, 5, 12, 9));
    expect(await freezeDueForecasts(ctx.sql.kysely, friday)).toBe(0);
    expect(await listFrozenForecasts(ctx.sql.kysely, editor.organizationId)).toEqual([frozen]);
  });
});
