import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRates } from '../../rates/rateStore.js';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
const now = new Date('2026-07-31T15:00:00Z');

function account(id: string, currency: string) {
  return {
    id,
    name: `${currency} account`,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-01-01',
    archived: false,
  };
}

type Answer = {
  base: string;
  currencies: string[];
  rates: { date: string; currency: string; rate: string; source: string }[];
  next: string | null;
};

const ratesOf = async (agent: LedgerTeam['viewer']['agent'], query = {}) =>
  (await agent.get(`${team.orgPath}/rates`).query(query).expect(200)).body as Answer;

beforeAll(async () => {
  team = await startLedgerTeam({ now: () => now });
  await storeRates(
    team.ctx.sql.kysely,
    null,
    [
      { date: '2026-07-30', currency: 'USD', rate: '1.1750' },
      { date: '2026-07-30', currency: 'GBP', rate: '0.8550' },
      { date: '2026-07-30', currency: 'JPY', rate: '172.5' },
      { date: '2026-07-31', currency: 'USD', rate: '1.1800' },
      { date: '2026-07-31', currency: 'GBP', rate: '0.8600' },
    ],
    now,
  );
});
afterAll(() => team.close());

describe('the organisation’s exchange rates', () => {
  it('sends none while every account is in one currency', async () => {
    await team.editor.agent
      .post(`${team.orgPath}/accounts`)
      .send(account('eur', 'EUR'))
      .expect(201);
    expect(await ratesOf(team.viewer.agent)).toEqual({
      base: 'EUR',
      currencies: [],
      rates: [],
      next: null,
    });
  });

  it("sends a viewer the rates of the accounts' and the reporting currency, oldest first", async () => {
    await team.editor.agent
      .post(`${team.orgPath}/accounts`)
      .send(account('usd', 'USD'))
      .expect(201);
    await team.editor.agent
      .put(`${team.orgPath}/documents/settings`)
      .send({
        baseVersion: 0,
        value: { importLayouts: {}, cashMinimum: null, reportingCurrency: 'GBP', locale: 'en-GB' },
      })
      .expect(200);
    const answer = await ratesOf(team.viewer.agent);
    expect(answer.currencies).toEqual(['GBP', 'USD']);
    // JPY is no currency of theirs.
    expect(answer.rates.map((r) => `${r.date} ${r.currency} ${r.rate} ${r.source}`)).toEqual([
      '2026-07-30 GBP 0.8550 ecb',
      '2026-07-30 USD 1.1750 ecb',
      '2026-07-31 GBP 0.8600 ecb',
      '2026-07-31 USD 1.1800 ecb',
    ]);
    const lastDay = await ratesOf(team.viewer.agent, { from: '2026-07-31' });
    expect(lastDay.rates).toHaveLength(2);
  });

  it("stores an admin's typed rates for the organisation alone, over the ECB's", async () => {
    const res = await team.admin.agent
      .post(`${team.orgPath}/rates`)
      .send({ rates: [{ date: '2026-07-31', currency: 'USD', rate: '1.2' }] })
      .expect(200);
    expect(res.body).toEqual({ stored: 1 });
    const answer = await ratesOf(team.viewer.agent, { from: '2026-07-31' });
    expect(answer.rates).toContainEqual({
      date: '2026-07-31',
      currency: 'USD',
      rate: '1.2',
      source: 'admin',
    });
    const theirs = await team.outsider.agent
      .get(`/api/orgs/${team.outsider.organizationId}/rates`)
      .expect(200);
    expect((theirs.body as Answer).rates).toEqual([]);
  });

  it("stores an owner's CSV file whole", async () => {
    const csv = 'Date,Currency,Rate\n2026-07-29,USD,1.1700\n2026-07-29,GBP,0.8540\n';
    const res = await team.owner.agent.post(`${team.orgPath}/rates`).send({ csv }).expect(200);
    expect(res.body).toEqual({ stored: 2 });
    const answer = await ratesOf(team.viewer.agent, { from: '2026-07-29', to: '2026-07-29' });
    expect(answer.rates.map((r) => `${r.currency} ${r.rate} ${r.source}`)).toEqual([
      'GBP 0.854 admin',
      'USD 1.17 admin',
    ]);
  });

  it('pages through the rates with the cursor, the own rate in place of the ECB’s', async () => {
    const whole = await ratesOf(team.viewer.agent);
    expect(whole.next).toBeNull();
    // 29, 30 and 31 Jul in GBP and USD; on 31 Jul USD the admin's 1.2 over the ECB's 1.18.
    expect(whole.rates.map((r) => `${r.date} ${r.currency} ${r.source}`)).toEqual([
      '2026-07-29 GBP admin',
      '2026-07-29 USD admin',
      '2026-07-30 GBP ecb',
      '2026-07-30 USD ecb',
      '2026-07-31 GBP ecb',
      '2026-07-31 USD admin',
    ]);
    const pages: Answer[] = [await ratesOf(team.viewer.agent, { limit: 2 })];
    for (let next = pages[0]?.next; next; next = pages.at(-1)?.next) {
      pages.push(await ratesOf(team.viewer.agent, { limit: 2, cursor: next }));
    }
    expect(pages.map((p) => p.rates.length)).toEqual([2, 2, 2]);
    expect(pages.flatMap((p) => p.rates)).toEqual(whole.rates);
    const lastTwo = await ratesOf(team.viewer.agent, { limit: 5, from: '2026-07-30' });
    expect(lastTwo.rates).toHaveLength(4);
    expect(lastTwo.next).toBeNull();
  });

  it('refuses a bad cursor, a limit over 1,000, and someone outside the organisation', async () => {
    const path = `${team.orgPath}/rates`;
    const bad = await team.viewer.agent.get(path).query({ cursor: 'not-a-cursor' }).expect(400);
    expect(bad.body.error).toBe('invalid_cursor');
    await team.viewer.agent.get(path).query({ limit: 1001 }).expect(400);
    await team.viewer.agent.get(path).query({ limit: 0 }).expect(400);
    await team.outsider.agent.get(path).expect(404);
  });

  it('stores nothing of a file with one bad line, and names the line', async () => {
    const before = await ratesOf(team.viewer.agent);
    const csv = 'date,currency,rate\n2026-07-28,USD,1.16\n2026-07-28,GBP,0,85\n';
    const res = await team.admin.agent.post(`${team.orgPath}/rates`).send({ csv }).expect(400);
    expect(res.body.error).toBe('invalid_rates');
    expect(res.body.message).toMatch(/^No rate was stored: Line 3:/);
    expect(await ratesOf(team.viewer.agent)).toEqual(before);
  });

  it('refuses typed rates for the euro, a future day or a day given twice, storing none', async () => {
    const before = await ratesOf(team.viewer.agent);
    const refused = async (rates: object[]) =>
      (await team.admin.agent.post(`${team.orgPath}/rates`).send({ rates }).expect(400)).body as {
        message: string;
      };
    const ok = { date: '2026-07-27', currency: 'USD', rate: '1.15' };
    expect((await refused([ok, { ...ok, currency: 'EUR' }])).message).toContain(
      'Rate 2: EUR is the base currency',
    );
    expect((await refused([ok, { ...ok, date: '2026-08-05' }])).message).toContain(
      '2026-08-05 is in the future',
    );
    expect((await refused([ok, ok])).message).toContain('USD on 2026-07-27 is given twice');
    expect((await refused([{ ...ok, rate: '-1' }])).message).toContain('positive decimal rate');
    expect(await ratesOf(team.viewer.agent)).toEqual(before);
  });

  it('refuses a request with both or neither of rates and csv, and a body over 2 MB', async () => {
    const path = `${team.orgPath}/rates`;
    const both = await team.admin.agent
      .post(path)
      .send({ rates: [{ date: '2026-07-27', currency: 'USD', rate: '1.15' }], csv: 'x' })
      .expect(400);
    expect(both.body.message).toContain('Send either rates or csv');
    await team.admin.agent.post(path).send({}).expect(400);
    const huge = `date,currency,rate\n${'2026-07-27,USD,1.15\n'.repeat(110_000)}`;
    await team.admin.agent.post(path).send({ csv: huge }).expect(413);
  });

  it('refuses an editor and a viewer setting rates', async () => {
    const body = { rates: [{ date: '2026-07-27', currency: 'USD', rate: '1.15' }] };
    await team.editor.agent.post(`${team.orgPath}/rates`).send(body).expect(403);
    await team.viewer.agent.post(`${team.orgPath}/rates`).send(body).expect(403);
  });
});
