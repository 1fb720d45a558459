import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../lib/clock';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { renderPage } from '../../testing/renderPage';
import { BILLING_NOT_SET_UP, BillingPage } from './BillingPage';

const row = (id: string, date: string): Transaction => ({
  id,
  date,
  description: id,
  amount: -1,
  type: 'outflow',
  category: 'Other',
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeDatabase());

describe('billing page', () => {
  it('says billing is not set up and shows no invented plan, card, invoice or team', async () => {
    const today = todayIso();
    await writeStoredData({
      transactions: [row('a', today), row('b', today), row('c', '2020-01-15')],
      importBatches: [],
    });
    renderPage(
      <TransactionProvider>
        <BillingPage />
      </TransactionProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(BILLING_NOT_SET_UP);
    const usage = screen.getByRole('region', { name: 'Your usage' });
    expect(await within(usage).findByText('3')).toBeInTheDocument();
    expect(within(usage).getByText('2')).toBeInTheDocument();
    expect(screen.queryAllByText(/ending in|Visa|INV-|Current Plan|Next payment|Jordan/i)).toEqual(
      [],
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getAllByRole('button', { name: 'Not available on this installation' }),
    ).toHaveLength(3);
  });
});
