import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { closeDatabase, takePreloadedData } from '../lib/transactions/transactionDb';
import { useWholeLedger } from './useWholeLedger';
import type { WholeLedger } from './useWholeLedger';

export const rent: Transaction = {
  id: 'imported-bank-row-1',
  date: '2024-03-01',
  description: 'Office rent',
  amount: -2500,
  type: 'outflow',
  category: 'Rent',
  balance: 7500,
};
export const sale: Transaction = {
  id: 'imported-bank-row-2',
  date: '2024-03-02',
  description: 'Square sale',
  amount: 120.5,
  type: 'inflow',
  category: 'Sales',
};

/** A transaction as the store keeps it after the migration: in the default account. */
export function inMain(t: Transaction): Transaction {
  return { ...t, accountId: 'main' };
}

/**
 * Before each test, a fresh browser store (fake-indexeddb, imported first by the test) and no
 * localStorage; after it, mocks restored and the store closed.
 */
export function withFreshTransactionStore() {
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
}

/** Renders a provider and hands back its live context value. */
export function renderStore(label = 'store') {
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

/** Waits until the store rendered under `label` has loaded. */
export async function ready(label = 'store') {
  await waitFor(() => expect(screen.getByTestId(label).textContent).toMatch(/^ready:/));
}
