import type { QboEntity } from '@cashline/qbo-emulator';
import type { OpenItem } from '@cashline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';

let harness: QuickBooksHarness | undefined;
let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  await harness?.close();
  server = harness = undefined;
});

describe('a pull keeps invoices matched in Cashline', { timeout: 120_000 }, () => {
  it('leaves a matched invoice paid while QuickBooks shows it open, until QuickBooks records it', async () => {
    harness = await startQuickBooksHarness();
    server = await startAuthServer(harness.ctx, harness.app);
    const { e } = harness;
    const owner = await signUp(server.agent(), {
      email: 'olive@example.com',
      password: 'olive passphrase',
      name: 'olive',
      orgName: 'Harbor Lane Bakery',
    });
    expect((await connectAgent(owner.agent)).status).toBe(302);
    const path = `/api/orgs/${owner.organizationId}/documents/openItems`;
    const read = async () =>
      (await owner.agent.get(path).expect(200)).body as { value: OpenItem[]; version: number };
    await owner.agent.post('/api/quickbooks/open-items').expect(200);

    // The owner matches an open invoice to the bank transaction that paid it in full.
    const row = e.openItems.Invoice.find(
      (r) => (r.Balance as number) > 0 && r.Balance === r.TotalAmt,
    ) as QboEntity;
    const id = `qbo-invoice-${row.Id}`;
    const pulled = await read();
    const open = pulled.value.find((item) => item.id === id) as OpenItem;
    const matched: OpenItem = {
      ...open,
      balance: 0,
      payments: [{ date: '2025-06-28', amount: open.balance, transactionId: 'bank-77' }],
    };
    const mine = pulled.value.map((item) => (item.id === id ? matched : item));
    await owner.agent.put(path).send({ baseVersion: pulled.version, value: mine }).expect(200);

    // QuickBooks still shows it open: the pull keeps it paid and says what QuickBooks shows.
    const again = await owner.agent.post('/api/quickbooks/open-items').expect(200);
    expect(again.body.data.stored).toMatchObject({ added: 0, updated: 1, removed: 0 });
    const kept = (await read()).value.find((item) => item.id === id);
    expect(kept).toEqual({ ...matched, quickBooksBalance: open.balance });
    const third = await owner.agent.post('/api/quickbooks/open-items').expect(200);
    expect(third.body.data.stored).toMatchObject({ added: 0, updated: 0, removed: 0 });

    // The bookkeeper records the payment in QuickBooks: its balance stands, the match stays.
    const payment = e.changes.add('Payment', {
      TxnDate: '2025-06-30',
      TotalAmt: row.TotalAmt,
      CustomerRef: row.CustomerRef,
      Line: [{ Amount: row.TotalAmt, LinkedTxn: [{ TxnId: row.Id, TxnType: 'Invoice' }] }],
    });
    e.changes.edit('Invoice', row.Id, {
      Balance: 0,
      LinkedTxn: [{ TxnId: payment.Id, TxnType: 'Payment' }],
    });
    await owner.agent.post('/api/quickbooks/open-items').expect(200);
    const recorded = (await read()).value.find((item) => item.id === id) as OpenItem;
    expect(recorded.balance).toBe(0);
    expect(recorded.quickBooksBalance).toBeUndefined();
    expect(recorded.payments).toEqual([
      { date: '2025-06-30', amount: open.amount, transactionId: 'bank-77' },
    ]);
  });
});
