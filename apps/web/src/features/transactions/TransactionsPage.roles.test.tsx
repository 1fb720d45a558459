import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import { paths } from '../../config/paths';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { AddTransactionPage } from './AddTransactionPage';
import { EditTransactionPage } from './EditTransactionPage';
import { TransactionsPage } from './TransactionsPage';
import { loadedTransactionsTable } from '../../testing/loadedTransactionsTable';

const sale: Transaction = {
  id: 'imported-row-1',
  date: '2024-03-02',
  description: 'Square sale 1042',
  amount: 1385.2,
  type: 'inflow',
  category: 'Sales',
};

const editUrl = paths.transactionEdit.getHref(sale.id);

beforeEach(async () => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await writeStoredData({
    transactions: [sale],
    importBatches: [
      {
        id: 'batch-1',
        fileName: 'march.csv',
        importedAt: '2024-03-15T15:05:00.000Z',
        transactionIds: [sale.id],
      },
    ],
  });
  closeDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

async function openTransactions(role: 'viewer' | 'editor') {
  renderAsMember(<TransactionsPage />, role, '/transactions');
  return loadedTransactionsTable();
}

describe('the transactions page by role', () => {
  it('shows a viewer the rows, export and lists, but no import, add, edit, delete, bulk edit or undo', async () => {
    const table = await openTransactions('viewer');
    expect(within(table).getByText('Square sale 1042')).toBeInTheDocument();
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Rules' })).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: /Import CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add Transaction/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Plan / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent imports' })).toHaveTextContent(
      'from march.csv',
    );
  });

  it('offers an editor every control, with no view-only line', async () => {
    const table = await openTransactions('editor');
    expect(screen.getByRole('link', { name: /Import CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Transaction/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Edit Square sale 1042, 03/02/2024' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Delete Square sale 1042, 03/02/2024' }),
    ).toBeInTheDocument();
    // "This happens again": the forecast page, a layer filled in from the row.
    const again = within(table).getByRole('link', {
      name: 'Plan Square sale 1042, 03/02/2024 again in a scenario',
    });
    expect(again.getAttribute('href')).toMatch(/^\/analytics\/forecast\?again=[^&]+$/);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });

  it('gives a viewer who opens the add page by its address the line instead of the form', async () => {
    renderAsMember(<AddTransactionPage />, 'viewer', '/transactions/add');
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Transaction' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Description/)).not.toBeInTheDocument();
  });

  it('gives a viewer the line on the edit page', async () => {
    renderAsMember(<EditTransactionPage />, 'viewer', editUrl, paths.transactionEdit.path);
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows an editor the edit form', async () => {
    renderAsMember(<EditTransactionPage />, 'editor', editUrl, paths.transactionEdit.path);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });
});
