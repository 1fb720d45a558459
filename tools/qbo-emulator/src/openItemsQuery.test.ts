import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from './emulator.js';
import type { RunningEmulator } from './emulator.js';

const REDIRECT = 'http://127.0.0.1:3999/api/quickbooks/callback';

let emulator: RunningEmulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** Starts the emulator and connects through its consent page and token endpoint. */
async function connected(): Promise<{ e: RunningEmulator; token: string }> {
  const e = await startEmulator({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    redirectUris: [REDIRECT],
    today: '2025-07-01',
  });
  emulator = e;
  const consent = await fetch(`${e.url}/connect/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      clientId: 'app-id',
      redirectUri: REDIRECT,
      scope: 'com.intuit.quickbooks.accounting',
      state: 's',
      decision: 'approve',
    }),
  });
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const tokens = await fetch(`${e.url}/oauth2/v1/tokens/bearer`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('app-id:app-secret').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
  });
  return { e, token: ((await tokens.json()) as { access_token: string }).access_token };
}

async function query(e: RunningEmulator, token: string, sql: string) {
  const res = await fetch(
    `${e.url}/v3/company/${e.realmId}/query?${new URLSearchParams({ query: sql })}`,
    { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { QueryResponse: Record<string, unknown> }).QueryResponse;
}

describe('invoices, bills and their parties over the query endpoint', () => {
  it('pages every invoice with STARTPOSITION and MAXRESULTS, then answers an empty page', async () => {
    const { e, token } = await connected();
    const ids: string[] = [];
    for (let start = 1; ; start += 7) {
      const page = await query(
        e,
        token,
        `SELECT * FROM Invoice STARTPOSITION ${start} MAXRESULTS 7`,
      );
      const invoices = (page.Invoice ?? []) as { Id: string }[];
      if (invoices.length === 0) {
        expect(page).toEqual({});
        break;
      }
      expect(page).toMatchObject({ startPosition: start, maxResults: invoices.length });
      ids.push(...invoices.map((i) => i.Id));
    }
    expect(ids.sort()).toEqual(e.openItems.Invoice.map((i) => i.Id).sort());
    expect(await query(e, token, 'SELECT COUNT(*) FROM Bill')).toEqual({
      totalCount: e.openItems.Bill.length,
    });
  });

  it("filters open items and a customer's invoices as Intuit does", async () => {
    const { e, token } = await connected();
    const open = await query(e, token, "SELECT * FROM Invoice WHERE Balance > '0' MAXRESULTS 1000");
    const expected = e.openItems.Invoice.filter((i) => (i.Balance as number) > 0);
    expect((open.Invoice as unknown[]).length).toBe(expected.length);
    const never = await query(e, token, "SELECT * FROM Invoice WHERE CustomerRef = '75'");
    expect(
      (never.Invoice as { Balance: number; TotalAmt: number }[]).map((i) => i.Balance),
    ).toEqual((never.Invoice as { TotalAmt: number }[]).map((i) => i.TotalAmt));
    const customers = await query(e, token, 'SELECT * FROM Customer');
    expect((customers.Customer as { DisplayName: string }[]).map((c) => c.DisplayName)).toContain(
      'Driftwood Catering',
    );
    const vendors = await query(e, token, "SELECT * FROM Vendor WHERE DisplayName LIKE 'Valley%'");
    expect(vendors.Vendor).toHaveLength(1);
  });

  it('sees invoices and bills added, part-paid and deleted as a QuickBooks user would', async () => {
    const { e, token } = await connected();
    const first = e.openItems.Invoice[0] as { Id: string };
    e.changes.remove('Invoice', first.Id);
    const control = await fetch(`${e.url}/__emulator/changes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        op: 'add',
        entity: 'Bill',
        fields: { TxnDate: '2025-06-30', DueDate: '2025-07-15', TotalAmt: 90, Balance: 90 },
      }),
    });
    const added = ((await control.json()) as { entity: { Id: string } }).entity;
    e.changes.edit('Bill', added.Id, { Balance: 30 });
    const invoices = await query(e, token, `SELECT * FROM Invoice WHERE Id = '${first.Id}'`);
    expect(invoices).toEqual({});
    const bills = await query(e, token, `SELECT * FROM Bill WHERE Id = '${added.Id}'`);
    expect(bills.Bill).toMatchObject([{ TotalAmt: 90, Balance: 30, SyncToken: '1' }]);
  });
});
