import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  inMain,
  ready,
  renderStore,
  rent,
  sale,
  withFreshTransactionStore,
} from '../../testing/renderTransactionStore';
import { preloadStoredData, writeStoredData } from './transactionDb';

withFreshTransactionStore();

describe('TransactionProvider: changes from other tabs', () => {
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
});
