import { addDays, freezeWeek } from '@cashline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
let importId: string;
const seeded = {
  id: 't1',
  date: '2026-03-01',
  description: 'AWS EMEA',
  amount: -120,
  type: 'outflow',
  category: 'Software',
};
const account = {
  id: 'savings',
  name: 'Savings',
  kind: 'savings',
  currency: 'USD',
  openingBalance: 100,
  openingDate: '2026-01-01',
  archived: false,
};

beforeAll(async () => {
  team = await startLedgerTeam();
  const { editor, orgPath } = team;
  await editor.agent
    .post(`${orgPath}/transactions`)
    .send({ transactions: [seeded] })
    .expect(201);
  await editor.agent.post(`${orgPath}/accounts`).send(account).expect(201);
  const started = await editor.agent
    .post(`${orgPath}/imports`)
    .send({ fileName: 'march.csv', rowCount: 1 })
    .expect(201);
  importId = (started.body as { id: string }).id;
});
afterAll(() => team.close());

type Route = {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  body?: object;
  minRole: 'viewer' | 'editor' | 'admin';
};

/** This week's base forecast, frozen: the one body the frozen-forecast route takes. */
function frozenNow() {
  const asOf = new Date().toISOString().slice(0, 10);
  const weeks = [{ end: addDays(asOf, 7), low: 0, expected: 10, high: 20 }];
  const forecasts = [{ scenarioId: null, name: 'Base forecast', weeks }];
  return { week: freezeWeek(asOf), asOf, engineVersion: '1', forecasts };
}

/** Every ledger route, with a body that would succeed for a member of the right role. */
function routes(): Route[] {
  const tx = { ...seeded, id: 'new-1' };
  return [
    { method: 'get', path: '/transactions', minRole: 'viewer' },
    { method: 'get', path: '/transactions/columns', minRole: 'viewer' },
    { method: 'post', path: '/transactions/by-id', body: { ids: ['t1'] }, minRole: 'viewer' },
    { method: 'post', path: '/transactions', body: { transactions: [tx] }, minRole: 'editor' },
    {
      method: 'patch',
      path: '/transactions/t1',
      body: { baseVersion: 1, changes: { category: 'Rent' } },
      minRole: 'editor',
    },
    { method: 'delete', path: '/transactions/t1', minRole: 'editor' },
    {
      method: 'post',
      path: '/transactions/batch',
      body: { edit: [{ id: 't1', baseVersion: 1, changes: { note: 'x' } }] },
      minRole: 'editor',
    },
    { method: 'get', path: '/imports', minRole: 'viewer' },
    {
      method: 'post',
      path: '/imports',
      body: { fileName: 'x.csv', rowCount: 1 },
      minRole: 'editor',
    },
    { method: 'get', path: `/imports/${importId}`, minRole: 'viewer' },
    {
      method: 'post',
      path: `/imports/${importId}/chunks`,
      body: { index: 0, transactions: [tx] },
      minRole: 'editor',
    },
    { method: 'post', path: `/imports/${importId}/commit`, minRole: 'editor' },
    { method: 'delete', path: `/imports/${importId}`, minRole: 'editor' },
    { method: 'get', path: '/accounts', minRole: 'viewer' },
    { method: 'post', path: '/accounts', body: { ...account, id: 'cash' }, minRole: 'editor' },
    {
      method: 'patch',
      path: '/accounts/savings',
      body: { baseVersion: 1, changes: { name: 'Reserve' } },
      minRole: 'editor',
    },
    { method: 'get', path: '/documents/rules', minRole: 'viewer' },
    {
      method: 'put',
      path: '/documents/categories',
      body: { baseVersion: 0, value: [{ name: 'Rent' }] },
      minRole: 'editor',
    },
    { method: 'get', path: '/documents/scenarios', minRole: 'viewer' },
    {
      method: 'put',
      path: '/documents/scenarios',
      body: { baseVersion: 0, value: [{ id: 's1', name: 'Hire', layers: [] }] },
      minRole: 'editor',
    },
    { method: 'get', path: '/frozen-forecasts', minRole: 'viewer' },
    { method: 'post', path: '/frozen-forecasts', body: frozenNow(), minRole: 'editor' },
    { method: 'post', path: '/frozen-forecasts/moved', body: [frozenNow()], minRole: 'editor' },
    { method: 'get', path: '/changes', minRole: 'viewer' },
    { method: 'get', path: '/audit', minRole: 'admin' },
    { method: 'get', path: '/audit.csv', minRole: 'admin' },
    { method: 'get', path: '/tasks', minRole: 'admin' },
    { method: 'get', path: '/notifications', minRole: 'viewer' },
    { method: 'put', path: '/notifications', body: { digest: true }, minRole: 'viewer' },
    { method: 'get', path: '/rates', minRole: 'viewer' },
    {
      method: 'post',
      path: '/rates',
      body: { rates: [{ date: '2026-03-02', currency: 'GBP', rate: '0.85' }] },
      minRole: 'admin',
    },
  ];
}

async function changeCount(): Promise<number> {
  const res = await team.owner.agent.get(`${team.orgPath}/changes?limit=1000`).expect(200);
  return (res.body as { changes: unknown[] }).changes.length;
}

const send = (agent: LedgerTeam['owner']['agent'], route: Route, orgPath = team.orgPath) => {
  const req = agent[route.method](`${orgPath}${route.path}`);
  return route.body ? req.send(route.body) : req;
};

describe('every ledger route', () => {
  it('answers 401 to a caller who is signed out, and changes nothing', async () => {
    const before = await changeCount();
    for (const route of routes()) {
      const res = await send(team.server.agent(), route);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
    expect(await changeCount()).toBe(before);
  });

  it('answers 404 to a member of another organisation, as for one that does not exist', async () => {
    const before = await changeCount();
    for (const route of routes()) {
      const res = await send(team.outsider.agent, route);
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('AWS');
    }
    // The outsider's own organisation does not lend its membership to ours either.
    const theirs = await team.outsider.agent
      .get(`/api/orgs/${team.outsider.organizationId}/transactions`)
      .expect(200);
    expect(theirs.body).toEqual({ transactions: [] });
    const theirColumns = await team.outsider.agent
      .get(`/api/orgs/${team.outsider.organizationId}/transactions/columns`)
      .expect(200);
    expect(theirColumns.body).toMatchObject({ count: 0, id: [] });
    expect(await changeCount()).toBe(before);
  });

  it('answers 403 to a viewer writing, and to an editor reading the audit log', async () => {
    const before = await changeCount();
    for (const route of routes()) {
      const viewer = await send(team.viewer.agent, route);
      expect(viewer.status, `viewer ${route.method} ${route.path}`).toBe(
        route.minRole === 'viewer' ? 200 : 403,
      );
      if (route.minRole === 'admin') {
        const editor = await send(team.editor.agent, route);
        expect(editor.status, `editor ${route.method} ${route.path}`).toBe(403);
      }
    }
    expect(await changeCount()).toBe(before);
  });

  it('refuses a write from another site (CSRF) even with a member’s session', async () => {
    const res = await team.editor.agent
      .post(`${team.orgPath}/transactions`)
      .set('Origin', 'https://evil.example')
      .send({ transactions: [{ ...seeded, id: 'csrf' }] });
    expect(res.status).toBe(403);
    const list = await team.viewer.agent.get(`${team.orgPath}/transactions`).expect(200);
    expect((list.body as { transactions: { id: string }[] }).transactions.map((t) => t.id)).toEqual(
      ['t1'],
    );
  });
});
