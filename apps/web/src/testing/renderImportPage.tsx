import { IDBFactory } from 'fake-indexeddb';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ImportPage } from '../features/import/ImportPage';
import { CategorisationProvider } from '../lib/categorisation/CategorisationProvider';
import { closeCategorisationDb } from '../lib/categorisation/categorisationDb';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { closeDatabase } from '../lib/transactions/transactionDb';

/** A bank's checking export: a title line, a blank line, then payee and memo columns. */
export const bankExport = [
  'Main Street Bakery LLC - Business Checking ****4821',
  '',
  'Date,Memo,Payee,Amount,Balance',
  '03/01/2024,ACH DEBIT,Harbor Properties LLC,"-2,400.00","18,250.00"',
  '03/02/2024,DEPOSIT,Square Inc,"1,385.20","19,635.20"',
  '03/05/2024,ACH DEBIT,Sysco Corporation,-642.75,"18,992.45"',
].join('\r\n');

/**
 * Before each test, fresh browser stores (fake-indexeddb, imported first by the test) and no AI
 * server; after it, mocks restored and the store closed.
 */
export function withFreshImportStores() {
  beforeEach(() => {
    closeDatabase();
    closeCategorisationDb();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    // No AI server in these tests: the status call fails, so AI counts as unavailable.
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    closeDatabase();
  });
}

/** The import page over the real stores, with the dashboard to go to after an import. */
export function renderImportPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/transactions/import', element: <ImportPage /> },
    ],
    { initialEntries: ['/transactions/import'] },
  );
  render(
    <SettingsProvider>
      <TransactionProvider>
        <CategorisationProvider>
          <RouterProvider router={router} />
        </CategorisationProvider>
      </TransactionProvider>
    </SettingsProvider>,
  );
  return router;
}

export function csvFile(name: string, text: string) {
  return new File([text], name, { type: 'text/csv' });
}

// Plain DOM queries: role queries over the whole page are slow on a loaded machine.
export const previewDescriptions = () =>
  Array.from(
    document.querySelectorAll('table[aria-label="Import preview"] tbody tr td:nth-child(2)'),
    (cell) => cell.textContent,
  );

/** Opens the import page and chooses a CSV file holding `text`. */
export async function openPageWith(name: string, text: string) {
  const user = userEvent.setup();
  renderImportPage();
  await user.upload(screen.getByLabelText('CSV file'), csvFile(name, text));
  return user;
}

/** Picks the column a field is read from, and waits for the file to read again without an error. */
export async function chooseColumn(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  header: string,
  importButton: string,
) {
  await user.selectOptions(screen.getByLabelText(field), header);
  expect(await screen.findByRole('button', { name: importButton })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}
