import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeCategorisationDb,
  readCategorisation,
} from '../../lib/categorisation/categorisationDb';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { renderWithStores } from '../../testing/renderWithStores';
import { TransactionsPage } from './TransactionsPage';
import { loadedTransactionsTable } from '../../testing/loadedTransactionsTable';

function outflow(id: string, day: number, description: string): Transaction {
  const date = `2024-03-${String(day).padStart(2, '0')}`;
  return {
    id,
    date,
    description,
    amount: -120,
    type: 'outflow',
    category: 'Other',
    categorySource: 'heuristic',
  };
}

const ledger: Transaction[] = [
  outflow('aws-1', 28, 'CARD 1001 AWS EMEA 4491'),
  outflow('aws-2', 27, 'CARD 1002 AWS EMEA 4492'),
  outflow('aws-3', 26, 'CARD 1003 AWS EMEA 4493'),
  outflow('aws-4', 25, 'CARD 1004 AWS EMEA 4494'),
  outflow('rent', 24, 'Office rent March'),
];

async function storedCategories(): Promise<string[]> {
  return ((await readStoredData()).transactions ?? []).map((t) => t.category);
}

function row(description: string) {
  return screen.getByRole('row', { name: new RegExp(description) });
}

beforeEach(async () => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  await writeStoredData({ transactions: ledger, importBatches: [] });
  closeDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
  closeCategorisationDb();
});

describe('bulk edit on the transactions page', () => {
  it('sets the category of the selected rows in one save, then learns a rule for their payee', async () => {
    const user = userEvent.setup();
    renderWithStores(<TransactionsPage />);
    await loadedTransactionsTable();

    await user.click(screen.getByRole('checkbox', { name: /^Select CARD 1001 AWS EMEA 4491/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Select CARD 1002 AWS EMEA 4492/ }));
    const bar = screen.getByRole('form', { name: 'Bulk edit' });
    expect(bar).toHaveTextContent('2 selected');

    await user.type(
      within(bar).getByLabelText('Category for the selected transactions'),
      'Software',
    );
    await user.click(within(bar).getByRole('button', { name: 'Set category of 2' }));
    expect(await screen.findByText('2 transactions moved to Software.')).toBeInTheDocument();
    // The offer follows once the other rows are counted, after the save.
    expect(
      await screen.findByText("Always put 'AWS EMEA' in Software? 2 other transactions match."),
    ).toBeInTheDocument();
    expect(bar).toHaveTextContent(/^Select transactions/);
    expect(row('AWS EMEA 4493')).toHaveTextContent('Other');
    const saved = ((await readStoredData()).transactions ?? []).filter(
      (t) => t.category === 'Software',
    );
    expect(saved.map((t) => [t.id, t.categorySource])).toEqual([
      ['aws-1', 'manual'],
      ['aws-2', 'manual'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(
      await screen.findByText('Rule created: 2 transactions moved to Software.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(row('AWS EMEA 4493')).toHaveTextContent('Software'));
    expect(row('AWS EMEA 4494')).toHaveTextContent('Software');
    expect(row('Office rent March')).toHaveTextContent('Other');
    expect((await readCategorisation()).rules.map((r) => r.conditions)).toEqual([
      [{ kind: 'payee', value: 'AWS EMEA' }],
    ]);
  });

  it('selects every row the filters show from the header box, with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithStores(<TransactionsPage />);
    await loadedTransactionsTable();
    await user.type(screen.getByLabelText('Search transactions'), 'aws');
    expect(await screen.findByText('4 transactions match')).toBeInTheDocument();

    const all = await screen.findByRole('checkbox', { name: 'Select all 4 transactions shown' });
    all.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('form', { name: 'Bulk edit' })).toHaveTextContent('4 selected');
    await user.click(screen.getByRole('checkbox', { name: /^Select CARD 1001/ }));
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(screen.getByRole('form', { name: 'Bulk edit' })).toHaveTextContent('4 selected');
    await user.click(all);
    expect(screen.getByRole('form', { name: 'Bulk edit' })).toHaveTextContent(
      /^Select transactions/,
    );
  });

  it('asks for a category and changes nothing without one', async () => {
    const user = userEvent.setup();
    renderWithStores(<TransactionsPage />);
    await loadedTransactionsTable();
    await user.click(screen.getByRole('checkbox', { name: /^Select Office rent March/ }));
    await user.click(screen.getByRole('button', { name: 'Set category of 1' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a category for the selected transactions.',
    );
    expect((await storedCategories()).every((category) => category === 'Other')).toBe(true);
  });

  it('changes none of the rows when the browser refuses part of the save, and says so', async () => {
    const user = userEvent.setup();
    renderWithStores(<TransactionsPage />);
    await loadedTransactionsTable();
    const all = screen.getByRole('checkbox', { name: 'Select all 5 transactions shown' });
    await user.click(all);

    const put = IDBObjectStore.prototype.put;
    let writes = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      writes += 1;
      if (writes === 3)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    await user.type(screen.getByLabelText('Category for the selected transactions'), 'Software');
    await user.click(screen.getByRole('button', { name: 'Set category of 5' }));
    expect(
      await within(screen.getByRole('form', { name: 'Bulk edit' })).findByRole('alert'),
    ).toHaveTextContent(/^The category could not be set: .* Nothing was changed\.$/);
    expect(screen.getByRole('form', { name: 'Bulk edit' })).toHaveTextContent('5 selected');
    expect(screen.queryByText(/Always put/)).not.toBeInTheDocument();
    expect(row('AWS EMEA 4491')).toHaveTextContent('Other');
    vi.mocked(IDBObjectStore.prototype.put).mockRestore();
    expect(await storedCategories()).toEqual(ledger.map(() => 'Other'));
  });
});
