import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { packTransactions } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransactionProvider } from './TransactionProvider';
import { useWholeLedger } from '../../testing/useWholeLedger';
import type { WholeLedger } from '../../testing/useWholeLedger';
import { closeDatabase, takePreloadedData } from './transactionDb';

const rent: Omit<Transaction, 'id'> = {
  date: '2024-03-01',
  description: 'Office rent',
  amount: -2500,
  type: 'outflow',
  category: 'Rent',
};

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

afterEach(() => {
  takePreloadedData()?.catch(() => undefined);
  closeDatabase();
});

describe('TransactionProvider: what changed since the list before', () => {
  it('names the rows an edit took out and put in, and nothing for an import', async () => {
    const latest: { current?: WholeLedger } = {};
    function Probe() {
      latest.current = useWholeLedger();
      return <p data-testid="status">{latest.current.status}</p>;
    }
    render(
      <TransactionProvider>
        <Probe />
      </TransactionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    const store = () => latest.current as WholeLedger;

    const before = store().transactions;
    const added = await act(() => store().addTransaction(rent));
    expect(store().transactionsChange).toEqual({ from: before, removed: [], added: [added] });

    const withRent = store().transactions;
    await act(() => store().updateTransaction({ ...added, category: 'Office' }));
    const edit = store().transactionsChange;
    expect(edit?.from).toBe(withRent);
    expect(edit?.removed).toEqual([added]);
    expect(edit?.added).toEqual([{ ...added, category: 'Office' }]);

    await act(() =>
      store().importTransactions(
        [packTransactions([{ ...rent, id: 'bank-row-1', date: '2024-04-01' }])],
        'b.csv',
        {
          accountId: 'main',
        },
      ),
    );
    expect(store().transactionsChange).toBeNull();
    expect(store().transactions).toHaveLength(2);
  });
});
