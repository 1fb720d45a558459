import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategorisationProvider } from '../../lib/categorisation/CategorisationProvider';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { TransactionsPage } from './TransactionsPage';
import { loadedTransactionsTable } from '../../testing/loadedTransactionsTable';

const ledger: Transaction[] = [
  {
    id: 'imported-march-row-3',
    date: '2024-03-05',
    description: 'Sysco delivery',
    amount: -642.75,
    type: 'outflow',
    category: 'Food Supplies',
  },
  {
    id: 'imported-march-row-2',
    date: '2024-03-02',
    description: 'Square sale 1042',
    amount: 1385.2,
    type: 'inflow',
    category: 'Sales',
    balance: 19635.2,
  },
  {
    id: 'imported-march-row-1',
    date: '2024-03-01',
    description: 'Office rent March',
    amount: -2400,
    type: 'outflow',
    category: 'Rent',
  },
];

function renderPage() {
  const router = createMemoryRouter([{ path: '/transactions', element: <TransactionsPage /> }], {
    initialEntries: ['/transactions'],
  });
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <RouterProvider router={router} />
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
}

function rowDescriptions(): string[] {
  const table = screen.getByRole('table', { name: 'Transactions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

beforeEach(async () => {
  // jsdom lays nothing out; the table draws only the rows that fit its scroll area's size.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await writeStoredData({ transactions: ledger, importBatches: [] });
  closeDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

describe('transactions page', () => {
  it('shows the page and a loading state at once, then the stored rows newest first', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Transaction Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions...');
    expect(screen.queryByRole('table', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.queryByText('No transactions found')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(within(summary).queryByText('0')).not.toBeInTheDocument();

    expect(await screen.findByRole('table', { name: 'Transactions' })).toHaveAttribute(
      'aria-rowcount',
      '4',
    );
    // The table may show the newest stored rows before the whole ledger is read: the same rows.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 transactions'));
    expect(summary).toHaveAttribute('aria-busy', 'false');
    expect(within(summary).getByText('3')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowDescriptions()).toEqual([
        'Sysco delivery',
        'Square sale 1042',
        'Office rent March',
      ]),
    );
  });

  it('narrows the rows as the search grows and widens them again when it shrinks', async () => {
    const user = userEvent.setup();
    renderPage();
    await loadedTransactionsTable();
    const search = screen.getByLabelText('Search transactions');

    await user.type(search, 's');
    expect(await screen.findByText('2 transactions match')).toBeInTheDocument();
    await user.type(search, 'ALE');
    expect(await screen.findByText('1 transaction match')).toBeInTheDocument();
    await waitFor(() => expect(rowDescriptions()).toEqual(['Square sale 1042']));
    await user.type(search, '{Backspace}{Backspace}{Backspace}');
    expect(await screen.findByText('2 transactions match')).toBeInTheDocument();
    await waitFor(() => expect(rowDescriptions()).toEqual(['Sysco delivery', 'Square sale 1042']));
  });

  it('dates each recent import in the date format chosen in Settings', async () => {
    // Built from local parts, so the expectation holds in every time zone.
    const importedAt = new Date(2024, 2, 15, 15, 5).toISOString();
    await writeStoredData({
      transactions: ledger,
      importBatches: [
        { id: 'batch-1', fileName: 'march.csv', importedAt, transactionIds: [ledger[0]!.id] },
      ],
    });
    closeDatabase();
    localStorage.setItem(
      'userSettings',
      JSON.stringify({ preferences: { dateFormat: 'DD/MM/YYYY' } }),
    );
    renderPage();
    const imports = await screen.findByRole('region', { name: 'Recent imports' });
    expect(imports).toHaveTextContent('Imported 1 transaction from march.csv on 15/03/2024 15:05.');
  });
});
