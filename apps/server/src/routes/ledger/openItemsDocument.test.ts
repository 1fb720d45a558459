import { MAX_OPEN_ITEMS } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrganisationLedger } from '../../ledger/organisationLedger.js';
import { ledgerForecast } from '../../notify/ledgerForecast.js';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

const invoice = (n: number, paid = false) => ({
  id: `inv-${n}`,
  kind: 'invoice',
  party: `Customer ${n % 40}`,
  number: `INV-${String(n).padStart(5, '0')}`,
  amount: 1234.56,
  balance: paid ? 0 : 1234.56,
  issueDate: '2026-05-01',
  dueDate: '2026-05-31',
  payments: paid ? [{ date: '2026-06-12', amount: 1234.56 }] : [],
});
const bill = {
  id: 'bill-1',
  kind: 'bill',
  party: 'Paper Co',
  number: 'B-7',
  amount: 80,
  balance: 80,
  issueDate: '2026-06-01',
  dueDate: '2026-06-30',
  payments: [],
};

describe("the organisation's invoices and bills", () => {
  it('are kept versioned for the team: editors change them, viewers read them', async () => {
    const { editor, viewer, orgPath } = team;
    const path = `${orgPath}/documents/openItems`;
    expect((await viewer.agent.get(path).expect(200)).body).toEqual({
      kind: 'openItems',
      value: [],
      version: 0,
    });
    await editor.agent
      .put(path)
      .send({ baseVersion: 0, value: [invoice(1), bill] })
      .expect(200);
    await viewer.agent.put(path).send({ baseVersion: 1, value: [] }).expect(403);
    const paid = invoice(1, true);
    await editor.agent
      .put(path)
      .send({ baseVersion: 1, value: [paid, bill] })
      .expect(200);
    expect((await viewer.agent.get(path).expect(200)).body).toEqual({
      kind: 'openItems',
      value: [paid, bill],
      version: 2,
    });
  });

  it('land exactly one of several saves of the same version; the others get it back with 409', async () => {
    const { editor, owner, orgPath } = team;
    const path = `${orgPath}/documents/openItems`;
    const saves = await Promise.all(
      [editor, owner, editor, owner, editor, owner].map((member, n) =>
        member.agent.put(path).send({ baseVersion: 0, value: [invoice(n)] }),
      ),
    );
    const landed = saves.filter((save) => save.status === 200);
    expect(landed).toHaveLength(1);
    expect(saves.filter((save) => save.status === 409)).toHaveLength(5);
    const stored = (await editor.agent.get(path).expect(200)).body as { value: unknown[] };
    expect(stored).toMatchObject({ version: 1, value: (landed[0]?.body as typeof stored).value });
    for (const refused of saves.filter((save) => save.status === 409)) {
      expect(refused.body).toMatchObject({ error: 'stale', current: { version: 1 } });
    }
  });

  it(`hold ${MAX_OPEN_ITEMS} paid invoices in one save, refuse one more, and refuse bad items with their reason`, async () => {
    const { editor, orgPath } = team;
    const path = `${orgPath}/documents/openItems`;
    const full = Array.from({ length: MAX_OPEN_ITEMS }, (_, n) => invoice(n, true));
    await editor.agent.put(path).send({ baseVersion: 0, value: full }).expect(200);
    const over = await editor.agent
      .put(path)
      .send({ baseVersion: 1, value: [...full, bill] })
      .expect(400);
    expect((over.body as { message: string }).message).toMatch(`At most ${MAX_OPEN_ITEMS}`);
    const backwards = { ...bill, dueDate: '2026-05-01' };
    const invalid = await editor.agent
      .put(path)
      .send({ baseVersion: 1, value: [backwards] })
      .expect(400);
    expect((invalid.body as { message: string }).message).toMatch(/due date cannot be before/);
    const twice = await editor.agent
      .put(path)
      .send({ baseVersion: 1, value: [bill, bill] })
      .expect(400);
    expect((twice.body as { message: string }).message).toMatch(/distinct ids/);
    const stored = (await editor.agent.get(path).expect(200)).body as {
      value: unknown[];
      version: number;
    };
    expect(stored.version).toBe(1);
    expect(stored.value).toHaveLength(MAX_OPEN_ITEMS);
  });

  it("are no outsider's to read or change", async () => {
    const { editor, outsider, orgPath } = team;
    const path = `${orgPath}/documents/openItems`;
    await editor.agent
      .put(path)
      .send({ baseVersion: 0, value: [bill] })
      .expect(200);
    const read = await outsider.agent.get(path).expect(404);
    expect(JSON.stringify(read.body)).not.toContain('Paper Co');
    await outsider.agent.put(path).send({ baseVersion: 1, value: [] }).expect(404);
    expect((await editor.agent.get(path).expect(200)).body).toMatchObject({
      value: [bill],
      version: 1,
    });
  });

  it("are in the server's forecast (alerts, digests, frozen weeks) as in the browser's", async () => {
    const { editor, ctx, owner, orgPath } = team;
    await editor.agent
      .put(`${orgPath}/documents/openItems`)
      .send({ baseVersion: 0, value: [bill] })
      .expect(200);
    const ledger = await loadOrganisationLedger(ctx.sql.kysely, owner.organizationId);
    // As of 20 Jun the $80 bill due 30 Jun is paid on its due date: in week 2 (28 Jun - 4 Jul).
    const weeks = ledgerForecast(ledger, '2026-06-20').engine.weeks;
    expect(weeks.slice(0, 3).map((week) => week.toBills)).toEqual([0, 80, 0]);
    expect(weeks[1]?.outflows).toBe(80);
  });
});
