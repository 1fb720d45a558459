import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  inMain,
  ready,
  renderStore,
  rent,
  sale,
  withFreshTransactionStore,
} from '../../testing/renderTransactionStore';
import { readStoredData, writeStoredData } from './transactionDb';

withFreshTransactionStore();

describe('TransactionProvider: what an older version stored', () => {
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
});
