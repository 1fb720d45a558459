import 'fake-indexeddb/auto';
import { packTransactions } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  inMain,
  ready,
  renderStore,
  rent,
  sale,
  withFreshTransactionStore,
} from '../../testing/renderTransactionStore';
import type { WholeLedger } from '../../testing/useWholeLedger';
import type { ImportBatch } from './storedRecords';
import { readStoredData, writeStoredData } from './transactionDb';

withFreshTransactionStore();

describe('TransactionProvider: imports', () => {
  it('imports into the chosen account, remembers it for the layout and links the card payment', async () => {
    const { store } = renderStore();
    await ready();
    await act(async () => {
      await store().saveAccount({
        id: 'card',
        name: 'Amex 1004',
        kind: 'credit card',
        currency: 'USD',
        openingBalance: 0,
        openingDate: '2024-03-01',
        archived: false,
      });
    });
    const payment: Transaction = {
      id: 'imported-chk-row-2',
      date: '2024-03-05',
      description: 'AMEX EPAYMENT',
      amount: -300,
      type: 'outflow',
      category: 'Other',
    };
    const received: Transaction = {
      id: 'imported-card-row-2',
      date: '2024-03-06',
      description: 'PAYMENT THANK YOU',
      amount: 300,
      type: 'inflow',
      category: 'Other',
    };
    await act(() =>
      store().importTransactions([packTransactions([payment])], 'chk.csv', { accountId: 'main' }),
    );
    let batch: Awaited<ReturnType<WholeLedger['importTransactions']>> | undefined;
    await act(async () => {
      batch = await store().importTransactions([packTransactions([received])], 'card.csv', {
        accountId: 'card',
        layoutKey: 'date|description|amount',
      });
    });
    expect(batch?.transfersLinked).toBe(1);
    expect(store().importLayouts).toEqual({ 'date|description|amount': 'card' });
    const byId = new Map(store().transactions.map((t) => [t.id, t]));
    expect(byId.get(received.id)).toMatchObject({
      accountId: 'card',
      transferId: 'transfer-imported-chk-row-2',
    });
    expect(byId.get(payment.id)).toMatchObject({
      accountId: 'main',
      transferId: 'transfer-imported-chk-row-2',
    });

    await act(() => store().unlinkTransfer('transfer-imported-chk-row-2'));
    expect(store().transactions.every((t) => t.transferId === undefined)).toBe(true);
    await act(() => store().markUntrackedTransfer(payment.id));
    expect(
      (await readStoredData()).transactions?.find((t) => t.id === payment.id)?.transferId,
    ).toBe('untracked-imported-chk-row-2');
  });

  it('refuses an import into an account that does not exist, keeping the data', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { store } = renderStore();
    await ready();
    await act(async () => {
      await expect(
        store().importTransactions([packTransactions([sale])], 'bank.csv', { accountId: 'gone' }),
      ).rejects.toThrow('That account no longer exists. Choose another one.');
    });
    expect(store().transactions).toEqual([inMain(rent)]);
  });

  it('imports as one batch and undoes it in one step, leaving other transactions alone', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { store } = renderStore();
    await ready();

    let shown: ImportBatch | undefined;
    await act(async () => {
      const batch = await store().importTransactions(
        [packTransactions([sale, { ...sale, description: 'Second sale' }])],
        'bank.csv',
      );
      shown = batch;
    });
    expect(store().transactions).toHaveLength(3);
    expect(store().importBatches[0]?.fileName).toBe('bank.csv');

    let removed = 0;
    await act(async () => {
      if (shown) removed = await store().undoImport(shown);
    });
    expect(removed).toBe(2);
    expect(store().transactions).toEqual([inMain(rent)]);
    expect(store().importBatches).toEqual([]);
  });

  it('gives re-imported rows fresh ids so no two transactions share one', async () => {
    await writeStoredData({ transactions: [sale], importBatches: [] });
    const { store } = renderStore();
    await ready();
    await act(async () => {
      await store().importTransactions([packTransactions([sale])], 'bank.csv');
    });
    expect(store().transactions.map((t) => t.id)).toEqual([`${sale.id}-2`, sale.id]);
  });
});
