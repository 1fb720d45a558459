import { CUSTOMER_HABITS } from '@cashline/qbo-emulator';
import type { QboEntity } from '@cashline/qbo-emulator';
import type { OpenItem } from '@cashline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer, SignedUp } from '../testing/authHarness.js';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';

let harness: QuickBooksHarness | undefined;
let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  await harness?.close();
  server = harness = undefined;
});

const HISTORY_FROM = '2024-07-01';
const person = (name: string, orgName?: string) => ({
  email: `${name}@example.com`,
  password: `${name} passphrase`,
  name,
  ...(orgName ? { orgName } : {}),
});
const handItem: OpenItem = {
  id: 'hand-1',
  kind: 'invoice',
  party: 'Walk-in wedding',
  number: 'W-1',
  amount: 640,
  balance: 640,
  issueDate: '2025-06-20',
  dueDate: '2025-07-20',
  payments: [],
};

/** A connected bakery (owner and editor) and an outsider organisation with invoices of its own. */
async function connectedBakery() {
  harness = await startQuickBooksHarness();
  server = await startAuthServer(harness.ctx, harness.app);
  const owner = await signUp(server.agent(), person('olive', 'Harbor Lane Bakery'));
  const editor = await signUpInvited(server, owner, { ...person('eddie'), role: 'editor' });
  const outsider = await signUp(server.agent(), person('otto', 'Corner Shop'));
  expect((await connectAgent(owner.agent)).status).toBe(302);
  const outsiderPath = `/api/orgs/${outsider.organizationId}/documents/openItems`;
  await outsider.agent
    .put(outsiderPath)
    .send({ baseVersion: 0, value: [{ ...handItem, id: 'corner-1', party: 'Corner client' }] })
    .expect(200);
  return {
    e: harness.e,
    owner,
    editor,
    outsider,
    outsiderPath,
    path: `/api/orgs/${owner.organizationId}/documents/openItems`,
  };
}

async function stored(member: SignedUp, path: string) {
  const res = await member.agent.get(path).expect(200);
  return res.body as { value: OpenItem[]; version: number };
}

/** What a pull should find: every open document, and every one issued in the window. */
const expectedIds = (kind: 'invoice' | 'bill', rows: readonly QboEntity[]) =>
  rows
    .filter((row) => (row.Balance as number) > 0 || (row.TxnDate as string) >= HISTORY_FROM)
    .map((row) => `qbo-${kind}-${row.Id}`);

const pagesOf = (rows: number) => Math.floor(rows / 1000) + 1;

describe('pulling invoices and bills from QuickBooks', { timeout: 120_000 }, () => {
  it("stores them in the organisation's invoices and bills, paged, with each payer's history", async () => {
    const { e, owner, editor, outsider, outsiderPath, path } = await connectedBakery();
    await editor.agent
      .put(path)
      .send({ baseVersion: 0, value: [handItem] })
      .expect(200);
    // A wholesale customer with 1,200 invoices: more than one page of Intuit's 1,000.
    const cafe = e.openItems.Customer[0] as { Id: string; DisplayName: string };
    for (let n = 0; n < 1200; n += 1) {
      e.changes.add('Invoice', {
        DocNumber: `W-${n}`,
        TxnDate: '2025-06-02',
        DueDate: '2025-07-02',
        TotalAmt: 10 + n,
        Balance: 10 + n,
        CustomerRef: { value: cafe.Id, name: cafe.DisplayName },
      });
    }
    const openInvoices = e.openItems.Invoice.filter((row) => (row.Balance as number) > 0);
    const inWindow = e.openItems.Invoice.filter((row) => (row.TxnDate as string) >= HISTORY_FROM);
    const openBills = e.openItems.Bill.filter((row) => (row.Balance as number) > 0);
    const billsInWindow = e.openItems.Bill.filter((row) => (row.TxnDate as string) >= HISTORY_FROM);

    const queriesBefore = e.stats.queries;
    const res = await editor.agent.post('/api/quickbooks/open-items').expect(200);
    // Customers, vendors, the open and the window's invoices and bills, payments, bill payments.
    expect(e.stats.queries - queriesBefore).toBe(
      1 +
        1 +
        pagesOf(openInvoices.length) +
        pagesOf(inWindow.length) +
        pagesOf(openBills.length) +
        pagesOf(billsInWindow.length) +
        pagesOf(e.ledger.entities.Payment.length) +
        pagesOf(e.ledger.entities.BillPayment.length),
    );
    const ids = [
      ...new Set([
        ...expectedIds('invoice', e.openItems.Invoice),
        ...expectedIds('bill', e.openItems.Bill),
      ]),
    ];
    expect(res.body.data).toMatchObject({
      historyFrom: HISTORY_FROM,
      skipped: 0,
      stored: { added: ids.length, updated: 0, removed: 0, dropped: 0, version: 2 },
    });
    const doc = await stored(owner, path);
    expect(doc.value[0]).toEqual(handItem);
    expect(
      doc.value
        .slice(1)
        .map((item) => item.id)
        .sort(),
    ).toEqual(ids.sort());
    const wholesale = doc.value.filter(
      (item) => item.number.startsWith('W-') && item.id !== 'hand-1',
    );
    expect(wholesale).toHaveLength(1200);
    expect(wholesale.every((item) => item.party === cafe.DisplayName)).toBe(true);

    // The part payer's paid invoices keep their rest open; their payments are their history.
    const partPayer = Object.entries(CUSTOMER_HABITS).find(([, h]) => h.name === 'part payer')?.[0];
    const partName = (e.openItems.Customer.find((c) => c.Id === partPayer) as QboEntity)
      .DisplayName as string;
    const partPaid = doc.value.filter((i) => i.party === partName && i.payments.length > 0);
    expect(partPaid.length).toBeGreaterThan(0);
    for (const item of partPaid) {
      const paid = item.payments.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
      expect(item.balance).toBeGreaterThan(0);
      expect(paid + Math.round(item.balance * 100)).toBe(Math.round(item.amount * 100));
    }
    const paidBill = doc.value.find((i) => i.kind === 'bill' && i.balance === 0);
    expect(paidBill?.payments).toHaveLength(1);

    // The outsider's invoices are its own: untouched, and it has no connection to pull with.
    expect(await stored(outsider, outsiderPath)).toMatchObject({ version: 1 });
    expect((await stored(outsider, outsiderPath)).value.map((i) => i.id)).toEqual(['corner-1']);
    await outsider.agent.post('/api/quickbooks/open-items').expect(409);
    await outsider.agent.get(path).expect(404);
  });

  it('updates on a second pull: a deleted invoice goes, a part payment leaves the rest open', async () => {
    const { e, owner, editor, path } = await connectedBakery();
    await editor.agent.post('/api/quickbooks/open-items').expect(200);
    const first = await stored(owner, path);
    const open = e.openItems.Invoice.filter((row) => (row.Balance as number) > 0);
    const [deleted, partPaid] = open as [QboEntity, QboEntity];
    e.changes.remove('Invoice', deleted.Id);
    const total = partPaid.TotalAmt as number;
    const payment = e.changes.add('Payment', {
      TxnDate: '2025-06-30',
      TotalAmt: 100,
      CustomerRef: partPaid.CustomerRef,
      Line: [{ Amount: 100, LinkedTxn: [{ TxnId: partPaid.Id, TxnType: 'Invoice' }] }],
    });
    e.changes.edit('Invoice', partPaid.Id, {
      Balance: total - 100,
      LinkedTxn: [{ TxnId: payment.Id, TxnType: 'Payment' }],
    });

    const again = await editor.agent.post('/api/quickbooks/open-items').expect(200);
    expect(again.body.data.stored).toMatchObject({ added: 0, updated: 1, removed: 1 });
    const second = await stored(owner, path);
    expect(second.value).toHaveLength(first.value.length - 1);
    expect(second.value.some((i) => i.id === `qbo-invoice-${deleted.Id}`)).toBe(false);
    expect(second.value.find((i) => i.id === `qbo-invoice-${partPaid.Id}`)).toMatchObject({
      amount: total,
      balance: Math.round((total - 100) * 100) / 100,
      payments: [{ date: '2025-06-30', amount: 100 }],
    });
    // Nothing changed in QuickBooks since: the document keeps its version.
    const third = await editor.agent.post('/api/quickbooks/open-items').expect(200);
    expect(third.body.data.stored).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect((await stored(owner, path)).version).toBe(second.version);
  });

  it('loses neither a pull nor a member saving at the same moment', async () => {
    const { editor, owner, path } = await connectedBakery();
    const [pulled, saved] = await Promise.all([
      editor.agent.post('/api/quickbooks/open-items'),
      owner.agent.put(path).send({ baseVersion: 0, value: [handItem] }),
    ]);
    expect(pulled.status).toBe(200);
    if (saved.status === 409) {
      // The pull landed first: the page merges its change into the current version and saves.
      const current = saved.body.current as { value: OpenItem[]; version: number };
      await owner.agent
        .put(path)
        .send({ baseVersion: current.version, value: [handItem, ...current.value] })
        .expect(200);
    } else {
      expect(saved.status).toBe(200);
    }
    const doc = await stored(owner, path);
    expect(doc.value.filter((i) => i.id === 'hand-1')).toEqual([handItem]);
    expect(doc.value.filter((i) => i.id.startsWith('qbo-invoice-')).length).toBeGreaterThan(20);
    expect(doc.version).toBe(2);
  });

  it('follows a short Retry-After, and past a long one stores nothing and says when to retry', async () => {
    const { e, editor, owner, path } = await connectedBakery();
    e.faults.add({ status: 429, retryAfter: '1' });
    const started = performance.now();
    await editor.agent.post('/api/quickbooks/open-items').expect(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(e.stats.throttled).toBe(1);
    const before = await stored(owner, path);

    e.faults.add({ status: 429, retryAfter: '120' }, 10);
    const refused = await editor.agent.post('/api/quickbooks/open-items').expect(429);
    expect(refused.headers['retry-after']).toBe('120');
    expect(refused.body.message).toMatch(/try again in 2 minutes/);
    expect(await stored(owner, path)).toEqual(before);
    e.faults.clear();
  });

  it('answers the items to a signed-out session, which keeps them in its browser', async () => {
    harness = await startQuickBooksHarness();
    const visitor = harness.agent;
    await visitor.get('/api/health').expect(200);
    expect((await connectAgent(visitor)).status).toBe(302);
    const res = await visitor.post('/api/quickbooks/open-items').expect(200);
    const items = res.body.data.items as OpenItem[];
    expect(items.length).toBe(
      new Set([
        ...expectedIds('invoice', harness.e.openItems.Invoice),
        ...expectedIds('bill', harness.e.openItems.Bill),
      ]).size,
    );
    expect(res.body.data.stored).toBeUndefined();
  });
});
