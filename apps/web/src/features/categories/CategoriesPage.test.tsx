import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeCategorisationDb,
  readCategorisation,
  writeCategorisation,
} from '../../lib/categorisation/categorisationDb';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { renderWithStores } from '../../testing/renderWithStores';
import { CategoriesPage } from './CategoriesPage';

const tx = (id: string, category: string, amount: number): Transaction => ({
  id,
  date: '2024-05-02',
  description: `Item ${id}`,
  amount,
  type: amount < 0 ? 'outflow' : 'inflow',
  category,
});

beforeEach(async () => {
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  await writeStoredData({
    transactions: [tx('a', 'Hosting', -100), tx('b', 'Hosting', -50), tx('c', 'Sales', 900)],
    importBatches: [],
  });
  await writeCategorisation({
    rules: [
      {
        id: 'r1',
        conditions: [{ kind: 'payee', value: 'aws' }],
        actions: { category: 'Hosting' },
      },
    ],
    definitions: [],
  });
});

afterEach(() => {
  closeDatabase();
  closeCategorisationDb();
});

async function categories(): Promise<string[]> {
  return (await readStoredData()).transactions!.map((t) => t.category);
}

describe('CategoriesPage', () => {
  it('lists each category with its direction, count and totals', async () => {
    renderWithStores(<CategoriesPage />);
    const row = await screen.findByRole('row', { name: /Hosting/ });
    expect(within(row).getByText('Money out')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('$150.00')).toBeInTheDocument();
  });

  it('renames a category: its transactions and rules follow', async () => {
    const user = userEvent.setup();
    renderWithStores(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Rename Hosting' }));
    const name = screen.getByLabelText('New name for Hosting');
    await user.clear(name);
    await user.type(name, 'Cloud');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Hosting renamed to Cloud.')).toBeInTheDocument();
    expect(await categories()).toEqual(['Cloud', 'Cloud', 'Sales']);
    expect((await readCategorisation()).rules[0]!.actions.category).toBe('Cloud');
  });

  it('deletes after a confirmation that says how many transactions move to Uncategorized', async () => {
    const user = userEvent.setup();
    renderWithStores(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Hosting' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText(
        "Delete the category 'Hosting'? Its 2 transactions will be moved to Uncategorized.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hosting deleted.')).toBeInTheDocument();
    expect(await categories()).toEqual(['Uncategorized', 'Uncategorized', 'Sales']);
    expect((await readCategorisation()).rules).toEqual([]);
  });

  it('merges one category into another, and refuses a rename onto a name in use', async () => {
    const user = userEvent.setup();
    renderWithStores(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Rename Hosting' }));
    const name = screen.getByLabelText('New name for Hosting');
    await user.clear(name);
    await user.type(name, 'sales');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(
      await screen.findByText("A category named 'Sales' already exists: merge them instead."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Merge Hosting' }));
    await user.selectOptions(screen.getByLabelText('Merge into for Hosting'), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Hosting merged into Sales.')).toBeInTheDocument();
    expect(await categories()).toEqual(['Sales', 'Sales', 'Sales']);
  });

  it("stores a category's cash-flow section, chosen in the table, with the categories", async () => {
    const user = userEvent.setup();
    renderWithStores(<CategoriesPage />);
    const section = await screen.findByRole('combobox', { name: 'Cash-flow section of Hosting' });
    expect(section).toHaveValue('operating');
    await user.selectOptions(section, 'Investing');
    expect(await screen.findByText('Hosting is now in investing activities.')).toBeInTheDocument();
    expect(section).toHaveValue('investing');
    expect((await readCategorisation()).definitions).toEqual([
      { name: 'Hosting', section: 'investing' },
    ]);
  });
});
