import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  inMain,
  ready,
  renderStore,
  rent,
  sale,
  withFreshTransactionStore,
} from '../../testing/renderTransactionStore';
import { readStoredData, writeStoredData } from './transactionDb';
import { useLedger, useLedgerActions, useLedgerSync } from './useLedger';

withFreshTransactionStore();

describe('TransactionProvider', () => {
  it.each([
    ['useLedger', useLedger],
    ['useLedgerSync', useLedgerSync],
    ['useLedgerActions', useLedgerActions],
  ])('%s throws the spec error when used outside the provider', (_name, hook) => {
    function Orphan() {
      hook();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(
      'useTransactions must be used within a TransactionProvider',
    );
  });

  it('adds first with a manual- id, updates keeping the id, deletes, and persists each step', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { store } = renderStore();
    await ready();

    let added: Transaction | undefined;
    await act(async () => {
      added = await store().addTransaction({
        date: '2024-03-05',
        description: 'Coffee beans',
        amount: -42.1,
        type: 'outflow',
        category: 'Food Supplies',
      });
    });
    expect(added?.id).toMatch(/^manual-[0-9a-f]{24}$/);
    expect(store().transactions.map((t) => t.description)).toEqual(['Coffee beans', 'Office rent']);

    const id = added?.id ?? '';
    await act(() => store().updateTransaction({ ...store().transactions[0]!, amount: -40 }));
    expect(store().transactions[0]).toMatchObject({ id, amount: -40 });

    await act(() => store().deleteTransaction(rent.id));
    const stored = await readStoredData();
    expect(stored.transactions).toEqual([{ ...added, amount: -40 }]);
  });

  it('updates many transactions in one save, and none when one of them is gone', async () => {
    await writeStoredData({ transactions: [rent, sale], importBatches: [] });
    const { store } = renderStore();
    await ready();

    await act(() =>
      store().updateTransactions([
        { ...rent, category: 'Premises' },
        { ...sale, category: 'Income' },
      ]),
    );
    expect(store().transactions.map((t) => t.category)).toEqual(['Premises', 'Income']);
    await act(async () => {
      await expect(
        store().updateTransactions([
          { ...rent, category: 'Office' },
          { ...sale, id: 'gone', category: 'Office' },
        ]),
      ).rejects.toThrow('Some of those transactions no longer exist.');
    });
    expect((await readStoredData()).transactions?.map((t) => t.category)).toEqual([
      'Premises',
      'Income',
    ]);
  });

  it('keeps the previous data and shows an error when the browser refuses a write (quota)', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { store } = renderStore();
    await ready();

    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await act(async () => {
      await expect(
        store().addTransaction({
          date: '2024-03-06',
          description: 'Too much',
          amount: 1,
          type: 'inflow',
          category: 'Sales',
        }),
      ).rejects.toThrow();
    });

    expect(store().transactions).toEqual([inMain(rent)]);
    expect(screen.getByTestId('store').textContent).toContain('storage for Cashline is full');
    vi.restoreAllMocks();
    expect((await readStoredData()).transactions).toEqual([rent]);
  });

  it('replace-all swaps the list; clear-all and reset empty it and the storage', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { store } = renderStore();
    await ready();

    await act(() => store().replaceAll([sale]));
    expect(store().transactions).toEqual([inMain(sale)]);
    expect((await readStoredData()).transactions).toEqual([inMain(sale)]);

    await act(() => store().clearAll());
    expect(store().transactions).toEqual([]);
    expect((await readStoredData()).transactions).toEqual([]);

    await act(() => store().replaceAll([rent]));
    await act(() => store().reset());
    expect(store().transactions).toEqual([]);
    expect((await readStoredData()).transactions).toBeUndefined();
  });
});
