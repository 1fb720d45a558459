import { describe, expect, it } from 'vitest';
import { analyze } from '../analytics/analyze.js';
import type { Transaction } from '../transaction.js';
import { accountBalances } from './balances.js';
import type { Account } from './account.js';
import { transferCounterpart, withTransferPair, withoutTransferPair } from './transferPair.js';

const account = (id: string): Account => ({
  id,
  name: id,
  kind: 'checking',
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2024-01-01',
  archived: false,
});
const accounts = [account('checking'), account('savings')];

const sale: Transaction = {
  id: 'imported-sale',
  date: '2024-03-01',
  description: 'CLIENT PAYMENT',
  amount: 5000,
  type: 'inflow',
  category: 'Sales',
  accountId: 'checking',
};

const leg: Transaction = {
  id: 'manual-leg',
  date: '2024-03-05',
  description: 'To savings',
  amount: -1200,
  type: 'outflow',
  category: 'Transfers',
  accountId: 'checking',
};

let ids = 0;
const newId = () => `manual-new-${(ids += 1)}`;

function ok(result: ReturnType<typeof withTransferPair>): Transaction[] {
  if (!result.ok) throw new Error(result.error);
  return result.transactions;
}

describe('a transfer recorded from one side', () => {
  it('adds the other side in the other account, linked, so it is neither money in nor out', () => {
    const list = ok(withTransferPair([sale], leg, 'savings', newId));
    const other = transferCounterpart(
      list,
      list.find((t) => t.id === 'manual-leg')!,
    );
    expect(other).toMatchObject({
      date: '2024-03-05',
      amount: 1200,
      type: 'inflow',
      accountId: 'savings',
      transferId: 'transfer-manual-leg',
      categorySource: 'manual',
    });
    const totals = analyze(list, { asOf: '2024-03-31', accounts });
    expect(totals.inflows.total).toBe(5000);
    expect(totals.outflows.total).toBe(0);
    const balances = accountBalances(list, accounts, '2024-03-31');
    expect(balances.map((b) => [b.accountId, b.balanceCents])).toEqual([
      ['checking', 380_000],
      ['savings', 120_000],
    ]);
  });

  it('moves the linked side with an edit, and links from the outflow whichever side was edited', () => {
    const first = ok(withTransferPair([sale], leg, 'savings', newId));
    const inflow = transferCounterpart(
      first,
      first.find((t) => t.id === 'manual-leg')!,
    )!;
    // The savings side edited: now 1,500 arriving in savings from checking on the 6th.
    const edited = { ...inflow, amount: 1500, date: '2024-03-06' };
    const list = ok(withTransferPair(first, edited, 'checking', newId));
    expect(list).toHaveLength(3);
    expect(list.find((t) => t.id === 'manual-leg')).toMatchObject({
      amount: -1500,
      date: '2024-03-06',
      type: 'outflow',
      transferId: 'transfer-manual-leg',
    });
    expect(list.find((t) => t.id === inflow.id)?.transferId).toBe('transfer-manual-leg');
  });

  it("keeps a bank row's own words, day and balance on the other side while its amount stays", () => {
    const bankRow: Transaction = {
      id: 'imported-savings-row-2',
      date: '2024-03-06',
      description: 'TRANSFER FROM CHK 4471',
      amount: 1200,
      type: 'inflow',
      category: 'Other',
      accountId: 'savings',
      balance: 1200,
      transferId: 'transfer-manual-leg',
    };
    const list = [{ ...leg, transferId: 'transfer-manual-leg' }, bankRow];
    const renamed = ok(withTransferPair(list, { ...leg, description: 'Sweep' }, 'savings', newId));
    expect(renamed.find((t) => t.id === bankRow.id)).toEqual(bankRow);
    const larger = ok(withTransferPair(list, { ...leg, amount: -1300 }, 'savings', newId));
    const moved = larger.find((t) => t.id === bankRow.id);
    expect(moved).toMatchObject({ amount: 1300, description: 'TRANSFER FROM CHK 4471' });
    expect(moved).not.toHaveProperty('balance');
  });

  it('refuses a transfer to the same account, or of nothing', () => {
    expect(withTransferPair([], leg, 'checking', newId)).toEqual({
      ok: false,
      error: 'Both sides of a transfer cannot be in the same account.',
    });
    expect(withTransferPair([], { ...leg, amount: 0 }, 'savings', newId).ok).toBe(false);
  });
});

describe('a transfer made ordinary again', () => {
  it('drops the side made by hand', () => {
    const list = ok(withTransferPair([sale], leg, 'savings', newId));
    const plain = { ...list.find((t) => t.id === 'manual-leg')!, category: 'Rent' };
    const after = withoutTransferPair(list, plain);
    expect(after.map((t) => t.id).sort()).toEqual(['imported-sale', 'manual-leg']);
    expect(after.find((t) => t.id === 'manual-leg')).not.toHaveProperty('transferId');
    expect(analyze(after, { asOf: '2024-03-31', accounts }).outflows.total).toBe(1200);
  });

  it("keeps the bank's own row on the other side, unlinked", () => {
    const bankRow: Transaction = {
      ...leg,
      id: 'imported-savings-row-2',
      amount: 1200,
      type: 'inflow',
      accountId: 'savings',
      balance: 1200,
      transferId: 'transfer-manual-leg',
    };
    const list = [{ ...leg, transferId: 'transfer-manual-leg' }, bankRow];
    const after = withoutTransferPair(list, list[0]!);
    expect(after.find((t) => t.id === bankRow.id)).toEqual(
      (({ transferId: _t, ...rest }) => rest)(bankRow),
    );
  });
});
