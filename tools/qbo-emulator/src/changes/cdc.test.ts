import { describe, expect, it } from 'vitest';
import { closeAfterEach, connect, start } from '../testing/emulatorClient.js';
import type { RunningEmulator } from '../emulator.js';

closeAfterEach();

const NOW = Date.parse('2025-07-01T12:00:00Z');

type CdcBody = {
  CDCResponse: { QueryResponse: Record<string, unknown>[] }[];
  time: string;
};

function cdc(e: RunningEmulator, token: string, entities: string, changedSince: string) {
  return fetch(
    `${e.url}/v3/company/${e.realmId}/cdc?${new URLSearchParams({ entities, changedSince })}`,
    { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
  );
}

describe('change data capture', () => {
  it('answers the edits, additions and deletions since a time, one QueryResponse per entity', async () => {
    let now = NOW;
    const e = await start({ now: () => now });
    const { access_token } = await connect(e);
    const purchase = e.ledger.entities.Purchase[0];
    const deposit = e.ledger.entities.Deposit[0];
    if (!purchase || !deposit) throw new Error('the seed has purchases and deposits');

    now += 60_000;
    e.changes.edit('Purchase', purchase.Id, { TotalAmt: 123.45, PrivateNote: 'corrected' });
    now += 60_000;
    e.changes.remove('Deposit', deposit.Id);
    const added = e.changes.add('Deposit', { TxnDate: '2025-07-01', TotalAmt: 500 });

    const res = await cdc(
      e,
      access_token,
      'Purchase,Deposit,Customer',
      new Date(NOW + 30_000).toISOString(),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as CdcBody;
    const [purchases, deposits, customers] = body.CDCResponse[0]?.QueryResponse ?? [];
    expect(purchases).toMatchObject({ startPosition: 1, maxResults: 1, totalCount: 1 });
    expect(purchases?.Purchase).toEqual([
      expect.objectContaining({ Id: purchase.Id, TotalAmt: 123.45, SyncToken: '1' }),
    ]);
    expect(deposits?.Deposit).toHaveLength(2);
    expect(deposits?.Deposit).toEqual(
      expect.arrayContaining([
        { Id: deposit.Id, domain: 'QBO', status: 'Deleted', MetaData: expect.any(Object) },
        expect.objectContaining({ Id: added.Id, TotalAmt: 500 }),
      ]),
    );
    expect(customers).toEqual({});
    expect(Number(added.Id)).toBeGreaterThan(Number(purchase.Id));

    // Only what changed after the edit: the deletion and the addition.
    const later = (await (
      await cdc(e, access_token, 'Purchase,Deposit', new Date(NOW + 90_000).toISOString())
    ).json()) as CdcBody;
    expect(later.CDCResponse[0]?.QueryResponse[0]).toEqual({});
    expect(later.CDCResponse[0]?.QueryResponse[1]?.totalCount).toBe(2);
  });

  it('keeps 30 days of changes and refuses a bad request with a ValidationFault', async () => {
    const e = await start({ now: () => NOW });
    const { access_token } = await connect(e);
    const old = await cdc(
      e,
      access_token,
      'Purchase',
      new Date(NOW - 31 * 86_400_000).toISOString(),
    );
    expect(old.status).toBe(400);
    expect(JSON.stringify(await old.json())).toContain('within the last 30 days');
    expect((await cdc(e, access_token, 'Purchase', 'yesterday')).status).toBe(400);
    expect((await cdc(e, access_token, '', new Date(NOW).toISOString())).status).toBe(400);
  });

  it('carries at most 1000 objects across the entities, oldest changes first', async () => {
    let now = NOW;
    const e = await start({ now: () => now });
    const { access_token } = await connect(e);
    for (let i = 0; i < 1001; i += 1) {
      now += 1;
      e.changes.add('Purchase', { TxnDate: '2025-07-01', TotalAmt: i + 1 });
    }
    now += 1;
    e.changes.add('Deposit', { TxnDate: '2025-07-01', TotalAmt: 1 });
    const body = (await (
      await cdc(e, access_token, 'Purchase,Deposit', new Date(NOW).toISOString())
    ).json()) as CdcBody;
    const [purchases, deposits] = body.CDCResponse[0]?.QueryResponse ?? [];
    expect(purchases?.totalCount).toBe(1000);
    expect((purchases?.Purchase as { TotalAmt: number }[])[999]?.TotalAmt).toBe(1000);
    expect(deposits).toEqual({});
  });

  it('takes changes over HTTP, for tests that run it in another process', async () => {
    const e = await start({ now: () => NOW });
    const { access_token } = await connect(e);
    const post = (body: unknown) =>
      fetch(`${e.url}/__emulator/changes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const added = (await (
      await post({ op: 'add', entity: 'Purchase', fields: { TxnDate: '2025-07-01', TotalAmt: 9 } })
    ).json()) as { entity: { Id: string } };
    expect(
      (
        await post({
          op: 'edit',
          entity: 'Purchase',
          id: added.entity.Id,
          fields: { TotalAmt: 10 },
        })
      ).status,
    ).toBe(200);
    expect((await post({ op: 'remove', entity: 'Purchase', id: 'no-such-id' })).status).toBe(404);
    expect((await post({ op: 'drop', entity: 'Purchase' })).status).toBe(400);
    const body = (await (
      await cdc(e, access_token, 'Purchase', new Date(NOW - 1000).toISOString())
    ).json()) as CdcBody;
    expect(body.CDCResponse[0]?.QueryResponse[0]?.Purchase).toEqual([
      expect.objectContaining({ Id: added.entity.Id, TotalAmt: 10 }),
    ]);
  });
});
