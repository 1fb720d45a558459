import type { Transaction } from '@cashline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';

let harness: QuickBooksHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function pulled() {
  harness = await startQuickBooksHarness();
  await connectAgent(harness.agent);
  const res = await harness.agent.get('/api/quickbooks/export').expect(200);
  return {
    e: harness.e,
    agent: harness.agent,
    transactions: res.body.data.transactions as Transaction[],
    skipped: res.body.data.skipped as number,
  };
}

const cents = (amount: number) => Math.round(amount * 100);
const noteOf = (entity: Record<string, unknown>) => entity.PrivateNote as string;

describe('pulling transfers and journal entries', { timeout: 60_000 }, () => {
  it('turns each transfer between the bank accounts and the card into a linked pair', async () => {
    const { e, transactions } = await pulled();
    const byId = new Map(transactions.map((t) => [t.id, t]));
    expect(e.ledger.entities.Transfer.length).toBeGreaterThanOrEqual(5);
    for (const transfer of e.ledger.entities.Transfer) {
      const from = byId.get(`imported-qbo-transfer-${transfer.Id}-from`);
      const to = byId.get(`imported-qbo-transfer-${transfer.Id}-to`);
      const amount = transfer.Amount as number;
      expect(from).toMatchObject({
        amount: -amount,
        date: transfer.TxnDate,
        category: 'Transfers',
      });
      expect(to).toMatchObject({ amount, date: transfer.TxnDate, category: 'Transfers' });
      expect(from?.transferId).toBe(`qbo-transfer-${transfer.Id}`);
      expect(to?.transferId).toBe(from?.transferId);
      expect([from?.subcategory, to?.subcategory]).toEqual([
        (transfer.FromAccountRef as { name: string }).name,
        (transfer.ToAccountRef as { name: string }).name,
      ]);
    }
  });

  it('turns the cash lines of journal entries into transactions of that account', async () => {
    const { e, transactions, skipped } = await pulled();
    const entries = e.ledger.entities.JournalEntry;
    const fromEntry = (note: string) => {
      const ids = entries.filter((j) => noteOf(j) === note).map((j) => j.Id);
      expect(ids.length, note).toBeGreaterThan(0);
      return transactions.filter((t) =>
        ids.some((id) => t.id.startsWith(`imported-qbo-journalentry-${id}-`)),
      );
    };

    const repayments = fromEntry('Oven loan repayment');
    expect(repayments).toHaveLength(12);
    for (const t of repayments) {
      expect(t).toMatchObject({ amount: -472.5, type: 'outflow', category: 'Oven Loan' });
      expect(t.merchant).toBe('First Harbor Bank');
      expect(t.transferId).toBeUndefined();
    }
    expect(fromEntry("Owner's contribution")).toMatchObject([
      { amount: 5000, type: 'inflow', category: "Owner's Investment" },
    ]);
    expect(fromEntry('Returned cheque fee')).toMatchObject([
      { amount: -12.4, category: 'Bank Charges' },
    ]);
    // The card: a credit to it is money spent, a debit money back.
    expect(fromEntry('Mixer service charged to the card')).toMatchObject([
      { amount: -120, type: 'outflow', category: 'Repairs and Maintenance' },
    ]);
    expect(fromEntry('Card refund for a short flour delivery')).toMatchObject([
      { amount: 38.75, type: 'inflow', category: 'Supplies', subcategory: 'Ingredients' },
    ]);
    const moved = fromEntry('Savings moved to checking');
    expect(moved.map((t) => [t.amount, t.subcategory])).toEqual(
      expect.arrayContaining([
        [1500, 'Checking'],
        [-1500, 'Savings'],
      ]),
    );
    expect(new Set(moved.map((t) => t.transferId)).size).toBe(1);
    expect(moved[0]?.transferId).toMatch(/^qbo-journalentry-\d+$/);

    // Depreciation moves no cash: left out, and counted among the skipped records.
    expect(fromEntry('Depreciation of the oven')).toEqual([]);
    expect(skipped).toBeGreaterThan(0);
  });

  it('keeps every transfer pair at zero and leaves transfers out of income and expenses', async () => {
    const { agent, transactions } = await pulled();
    const pairs = new Map<string, number>();
    for (const t of transactions) {
      if (t.transferId) pairs.set(t.transferId, (pairs.get(t.transferId) ?? 0) + cents(t.amount));
    }
    expect(pairs.size).toBeGreaterThanOrEqual(6);
    for (const [id, sum] of pairs) expect(sum, id).toBe(0);

    const income = (await agent.get('/api/quickbooks/income').expect(200)).body.data
      .transactions as Transaction[];
    const expenses = (await agent.get('/api/quickbooks/expenses').expect(200)).body.data
      .transactions as Transaction[];
    expect([...income, ...expenses].some((t) => t.transferId !== undefined)).toBe(false);
    expect(income.some((t) => t.category === "Owner's Investment" && t.amount === 5000)).toBe(true);
    expect(expenses.some((t) => t.category === 'Oven Loan')).toBe(true);
  });
});
