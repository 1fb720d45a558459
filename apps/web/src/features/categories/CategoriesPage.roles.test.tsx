import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import { closeCategorisationDb } from '../../lib/categorisation/categorisationDb';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { CategoriesPage } from './CategoriesPage';

beforeEach(async () => {
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  await writeStoredData({
    transactions: [
      {
        id: 'a',
        date: '2024-03-02',
        description: 'AWS',
        amount: -120,
        type: 'outflow',
        category: 'Software',
      },
    ],
    importBatches: [],
  });
  closeDatabase();
});
afterEach(() => {
  closeDatabase();
  closeCategorisationDb();
});

describe('the categories page by role', () => {
  it('shows a viewer the categories and their figures, with no create, rename, merge or delete', async () => {
    renderAsMember(<CategoriesPage />, 'viewer', '/transactions/categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(table).getByRole('rowheader', { name: 'Software' })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Software/ })).toHaveTextContent('Operating');
    expect(screen.queryByRole('form', { name: 'New category' })).not.toBeInTheDocument();
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
  });

  it('lets an editor create, rename, merge, group and delete', async () => {
    renderAsMember(<CategoriesPage />, 'editor', '/transactions/categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    for (const name of ['Rename Software', 'Merge Software', 'Set group of Software']) {
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(table).getByRole('button', { name: 'Delete Software' })).toBeInTheDocument();
    expect(
      within(table).getByRole('combobox', { name: 'Cash-flow section of Software' }),
    ).toBeEnabled();
    expect(screen.getByRole('form', { name: 'New category' })).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });
});
