import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { packTransactions } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionProvider } from './TransactionProvider';
import { useWholeLedger } from '../../testing/useWholeLedger';
import type { WholeLedger } from '../../testing/useWholeLedger';
import {
  closeDatabase,
  preloadStoredData,
  readStoredData,
  takePreloadedData,
  writeStoredData,
} from './transactionDb';
import type { ImportBatch } from './storedRecords';
import { useLedger, useLedgerActions, useLedgerSync } from './useLedger';

const rent: Transaction = {
  id: 'imported-bank-row-1',
  date: '2024-03-01',
  description: 'Office rent',
  amount: -2500,
  type: 'outflow',
  category: 'Rent',
  balance: 7500,
};
const sale: Transaction = {
  id: 'imported-bank-row-2',
  date: '2024-03-02',
  description: 'Square sale',
  amount: 120.5,
  type: 'inflow',
  category: 'Sales',
};

/** A transaction as the store keeps it after the migration: in the default account. */
function inMain(t: Transaction): Transaction {
  return { ...t, accountId: 'main' };
}

/** Renders a provider and hands back its live context value. */
function renderStore(label = 'store') {
  const latest: { current?: WholeLedger } = {};
  function Probe() {
    const store = useWholeLedger();
    latest.current = store;
    return (
      <p data-testid={label}>
        {store.status}:{store.transactions.map((t) => t.description).join('|')}
        {store.storageError ? ` error=${store.storageError}` : ''}
      </p>
    );
  }
  const view = render(
    <TransactionProvider>
      <Probe />
    </TransactionProvider>,
  );
  const store = () => {
    if (!latest.current) throw new Error('not rendered');
    return latest.current;
  };
  return { view, store };
}

async function ready(label = 'store') {
  await waitFor(() => expect(screen.getByTestId(label).textContent).toMatch(/^ready:/));
}

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  // A read a test started early and no provider took must not reach the next test.
  takePreloadedData()?.catch(() => undefined);
  closeDatabase();
});

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

  it('loads what an older version stored under the key transactions into "Main account"', async () => {
    // The old version wrote no accounts and no account on its transactions.
    await writeStoredData({ transactions: [rent, sale], importBatches: [] });
    const { store } = renderStore();
    await ready();
    expect(store().transactions).toEqual([inMain(rent), inMain(sale)]);
    expect(store().accounts).toEqual([
      {
        id: 'main',
        name: 'Main account',
        kind: 'checking',
        currency: 'USD',
        openingBalance: 0,
        openingDate: '2024-03-01',
        archived: false,
      },
    ]);
    // The next save keeps the account and every transaction's place in it.
    await act(() => store().deleteTransaction(sale.id));
    const stored = await readStoredData();
    expect(stored.transactions).toEqual([inMain(rent)]);
    expect(stored.accounts).toEqual(store().accounts);
  });

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

  it('migrates transactions an older version kept in localStorage, then removes that copy', async () => {
    localStorage.setItem(
      'transactions',
      JSON.stringify([
        {
          id: 1,
          date: '2024-01-15T00:00:00.000Z',
          description: 'Client payment',
          amount: '1500',
          category: 'Sales',
        },
        { id: 'x', date: 'not a date', description: 'Broken', amount: 5, category: 'Other' },
      ]),
    );
    const { store } = renderStore();
    await ready();

    expect(store().transactions).toEqual([
      {
        id: '1',
        date: '2024-01-15',
        description: 'Client payment',
        amount: 1500,
        type: 'inflow',
        category: 'Sales',
        accountId: 'main',
      },
    ]);
    expect(screen.getByTestId('store').textContent).toContain(
      '1 stored transaction could not be read',
    );
    expect((await readStoredData()).transactions).toEqual(store().transactions);
    expect(localStorage.getItem('transactions')).toBeNull();
  });

  it('starts empty when the stored value is not an array', async () => {
    localStorage.setItem('transactions', '{"not":"a list"}');
    const { store } = renderStore();
    await ready();
    expect(store().transactions).toEqual([]);
  });

  it('shows changes made in another tab without a reload', async () => {
    const first = renderStore('first');
    const second = renderStore('second');
    await ready('first');
    await ready('second');

    await act(async () => {
      await first.store().addTransaction({
        date: '2024-04-01',
        description: 'Made in the other tab',
        amount: 10,
        type: 'inflow',
        category: 'Sales',
      });
    });
    await waitFor(() =>
      expect(second.store().transactions.map((t) => t.description)).toEqual([
        'Made in the other tab',
      ]),
    );
  });

  it('shows a change another tab made after the early read began but before this tab listened', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    // main.tsx starts reading before the first render; the provider listens only once mounted.
    preloadStoredData();
    // Meanwhile another tab saves and announces it, to no one here yet.
    await writeStoredData({ transactions: [sale, rent], importBatches: [] });
    const otherTab = new BroadcastChannel('cashline-transactions');
    otherTab.postMessage('changed');
    otherTab.close();

    const { store } = renderStore();
    await waitFor(() => expect(store().transactions).toEqual([inMain(sale), inMain(rent)]));
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
