import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { CategorisationProvider } from '../../lib/categorisation/CategorisationProvider';
import {
  closeCategorisationDb,
  writeCategorisation,
} from '../../lib/categorisation/categorisationDb';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { ImportPage } from './ImportPage';

const bankExport = [
  'Main Street Bakery LLC - Business Checking ****4821',
  '',
  'Date,Memo,Payee,Amount,Balance',
  '03/01/2024,ACH DEBIT,Harbor Properties LLC,"-2,400.00","18,250.00"',
  '03/02/2024,DEPOSIT,Square Inc,"1,385.20","19,635.20"',
  '03/05/2024,ACH DEBIT,Sysco Corporation,-642.75,"18,992.45"',
].join('\r\n');

function renderPage() {
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

function csvFile(name: string, text: string) {
  return new File([text], name, { type: 'text/csv' });
}

// Plain DOM queries: role queries over the whole page are slow on a loaded machine.
const previewDescriptions = () =>
  Array.from(
    document.querySelectorAll('table[aria-label="Import preview"] tbody tr td:nth-child(2)'),
    (cell) => cell.textContent,
  );

/** Opens the import page and chooses a CSV file holding `text`. */
async function openPageWith(name: string, text: string) {
  const user = userEvent.setup();
  renderPage();
  await user.upload(screen.getByLabelText('CSV file'), csvFile(name, text));
  return user;
}

/** Picks the column a field is read from, and waits for the file to read again without an error. */
async function chooseColumn(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  header: string,
  importButton: string,
) {
  await user.selectOptions(screen.getByLabelText(field), header);
  expect(await screen.findByRole('button', { name: importButton })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

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

describe('ImportPage', () => {
  it(
    'previews before saving, follows a mapping change, imports and opens the dashboard after 2 s',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const router = renderPage();
      await user.upload(screen.getByLabelText('CSV file'), csvFile('march.csv', bankExport));

      expect(
        await screen.findByRole('heading', { name: 'Preview of march.csv' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/header on row 3/)).toBeInTheDocument();
      // The guess joins the payee and the memo; the user wants the payee alone.
      expect(previewDescriptions()).toEqual([
        'Harbor Properties LLC - ACH DEBIT',
        'Square Inc - DEPOSIT',
        'Sysco Corporation - ACH DEBIT',
      ]);
      expect((await readStoredData()).transactions).toBeUndefined();

      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Payee' } });
      await waitFor(() =>
        expect(previewDescriptions()).toEqual([
          'Harbor Properties LLC',
          'Square Inc',
          'Sysco Corporation',
        ]),
      );

      // A synchronous click: the button must read 'Importing...' while the save is under way.
      fireEvent.click(screen.getByRole('button', { name: 'Import 3 transactions' }));
      expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();
      const success = await screen.findByText(
        'Successfully imported 3 transactions from march.csv.',
      );
      // app.md section 4: green unless the message contains 'Error'.
      expect(success.closest('.notice')).toHaveClass('notice--success');
      const stored = (await readStoredData()).transactions as Transaction[];
      expect(stored.map((t) => [t.date, t.description, t.amount])).toEqual([
        ['2024-03-05', 'Sysco Corporation', -642.75],
        ['2024-03-02', 'Square Inc', 1385.2],
        ['2024-03-01', 'Harbor Properties LLC', -2400],
      ]);
      expect(router.state.location.pathname).toBe('/transactions/import');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    },
  );

  it('lets the user set a guessed column to not mapped, and put back one that is required', async () => {
    const user = await openPageWith(
      'coded.csv',
      'Date,Description,Category,Amount\n2024-03-01,Office rent March,GL-6100,-900\n2024-03-02,Square sales payout,GL-4000,120\n',
    );
    await screen.findByRole('heading', { name: 'Preview of coded.csv' });
    const categories = () =>
      Array.from(
        document.querySelectorAll('table[aria-label="Import preview"] tbody tr td:nth-child(3)'),
        (cell) => cell.textContent,
      );
    expect(categories()).toEqual(['GL-6100', 'GL-4000']);

    await user.selectOptions(screen.getByLabelText('Category'), 'Not mapped');
    await waitFor(() => expect(categories()).toEqual(['Rent', 'Sales']));
    expect(screen.getByLabelText('Category')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Date'), 'Not mapped');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error importing CSV file: No valid transactions found in the CSV file. Please check the format and try again.',
    );
    expect(
      screen.getByText('Date is set to not mapped: choose the column that holds the dates.'),
    ).toHaveClass('import-preview__why');
    expect(
      screen.getByText('Row 1: Date is set to not mapped: choose the column that holds the dates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');

    await chooseColumn(user, 'Date', 'Date', 'Import 2 transactions');
    expect(categories()).toEqual(['Rent', 'Sales']);
  });

  it('offers the columns of a file whose first reading maps no amount, and reads it again', async () => {
    const user = await openPageWith(
      'wallet.csv',
      'Wallet statement March 2024\nBooked,Memo,Balance change\n2024-03-01,Client payment INV-104,1250.00\n2024-03-02,Office rent March,-900.00\n',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error importing CSV file: No valid transactions found in the CSV file. Please check the format and try again.',
    );
    expect(
      screen.getByText('No column of amounts (or of debits and credits) was found.'),
    ).toHaveClass('import-preview__why');
    // The title line is a note in the list, not a reason why nothing could be read.
    expect(
      screen.queryByText('Title or summary line above the transactions skipped.'),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Row 1: Title or summary line above the transactions skipped\./),
    ).toHaveClass('import-issue--notice');
    expect(screen.getByLabelText('Date')).toHaveValue('Booked');
    expect(screen.getByLabelText('Amount (signed)')).toHaveValue('');
    expect(screen.getByLabelText('Date format')).toHaveValue('');

    await chooseColumn(user, 'Amount (signed)', 'Balance change', 'Import 2 transactions');
    expect(previewDescriptions()).toEqual(['Client payment INV-104', 'Office rent March']);
    expect(screen.getByLabelText('Amount (signed)')).toHaveValue('Balance change');
    expect(screen.getByLabelText('Date format')).toHaveValue('YYYY-MM-DD');
  });

  it('flags rows already stored and skips them unless the user includes them', async () => {
    await writeStoredData({
      transactions: [
        {
          id: 'manual-1',
          date: '2024-03-02',
          description: 'Square Inc - DEPOSIT',
          amount: 1385.2,
          type: 'inflow',
          category: 'Sales',
        },
      ],
      importBatches: [],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/Loading your transactions/).catch(() => undefined);
    await waitFor(() =>
      expect(screen.queryByText(/Loading your transactions/)).not.toBeInTheDocument(),
    );
    await user.upload(screen.getByLabelText('CSV file'), csvFile('march.csv', bankExport));

    expect(await screen.findByRole('heading', { name: '1 already imported' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 transactions' })).toBeEnabled();
    await user.click(screen.getByLabelText('Import these rows anyway'));
    await user.click(screen.getByRole('button', { name: 'Import 3 transactions' }));
    await screen.findByText(/Successfully imported 3 transactions/);
    expect((await readStoredData()).transactions).toHaveLength(4);
  });

  it("categorises the preview by the user's rules, says by which source, and saves that", async () => {
    await writeCategorisation({
      rules: [
        {
          id: 'rule-1',
          conditions: [{ kind: 'payee', value: 'aws emea' }],
          actions: { category: 'Hosting' },
        },
      ],
      definitions: [],
    });
    const user = await openPageWith(
      'april.csv',
      'Date,Description,Amount\n2024-04-02,CARD 0402 AWS EMEA 8812,-131.20\n2024-04-03,Office rent,-900\n',
    );
    const preview = await screen.findByRole('table', { name: 'Import preview' });
    expect(within(preview).getByText('Hosting')).toBeInTheDocument();
    expect(screen.getByText('Categories: 1 by your rules, 1 by keywords.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await screen.findByText(/Successfully imported 2 transactions/);
    const stored = (await readStoredData()).transactions ?? [];
    expect(stored.map((t) => [t.description, t.category, t.categorySource])).toEqual([
      ['Office rent', 'Rent', 'heuristic'],
      ['CARD 0402 AWS EMEA 8812', 'Hosting', 'rule'],
    ]);
  });

  it('offers no import when every row is already stored, until the user includes them', async () => {
    const stored = [
      ['2024-03-01', 'Harbor Properties LLC - ACH DEBIT', -2400],
      ['2024-03-02', 'Square Inc - DEPOSIT', 1385.2],
      ['2024-03-05', 'Sysco Corporation - ACH DEBIT', -642.75],
    ] as const;
    await writeStoredData({
      transactions: stored.map(([date, description, amount], i) => ({
        id: `manual-${i}`,
        date,
        description,
        amount,
        type: amount < 0 ? 'outflow' : 'inflow',
        category: 'Other',
      })),
      importBatches: [],
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() =>
      expect(screen.queryByText(/Loading your transactions/)).not.toBeInTheDocument(),
    );
    await user.upload(screen.getByLabelText('CSV file'), csvFile('march.csv', bankExport));
    expect(await screen.findByRole('heading', { name: '3 already imported' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled();
    await user.click(screen.getByLabelText('Import these rows anyway'));
    expect(screen.getByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
  });

  it('flags a mapping whose amounts do not match the balance column', async () => {
    const ledger = [
      'Date,Description,Amount,Running Total,Balance',
      '2024-03-01,Opening deposit,500.00,500.00,1500.00',
      '2024-03-02,Rent,-400.00,100.00,1100.00',
      '2024-03-03,Sale,250.50,350.50,1350.50',
    ].join('\n');
    const user = await openPageWith('ledger.csv', ledger);
    await screen.findByRole('heading', { name: 'Preview of ledger.csv' });
    expect(screen.queryByText(/do not match the balance column/)).not.toBeInTheDocument();
    await chooseColumn(user, 'Amount (signed)', 'Running Total', 'Import 3 transactions');
    expect(
      await screen.findByText(
        'The amounts read from “Running Total” do not match the balance column “Balance” at 2 of 2 ' +
          'steps from one row to the next. Check that the amount is read from the right column ' +
          'before importing.',
      ),
    ).toBeInTheDocument();
  });

  it('imports into a new account, remembers it for the same layout and shows balance jumps', async () => {
    const card = [
      'Date,Description,Amount,Balance',
      '2024-03-01,DELL COMPUTERS,-100.00,100.00',
      '2024-03-02,STAPLES,-50.00,150.00',
      '2024-03-03,OFFICE DEPOT,-60.00,1450.00',
      '2024-03-04,UBER,-20.00,1470.00',
    ].join('\n');
    const user = await openPageWith('card.csv', card);
    expect(
      await screen.findByText('Balance jumps by $1,240.00 between row 3 and row 4'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Account'), 'New account...');
    await user.type(screen.getByLabelText('New account name'), 'Amex 1004');
    await user.selectOptions(screen.getByLabelText('New account kind'), 'credit card');
    await user.click(screen.getByRole('button', { name: 'Import 4 transactions' }));
    await screen.findByText(/Successfully imported 4 transactions from card.csv/);
    const stored = await readStoredData();
    const account = (stored.accounts as { id: string; name: string; kind: string }[]).find(
      (a) => a.name === 'Amex 1004',
    );
    expect(account).toMatchObject({ kind: 'credit card', openingDate: '2024-03-01' });
    expect(new Set(stored.transactions?.map((t) => t.accountId))).toEqual(new Set([account?.id]));

    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('card-april.csv', card.replace(/2024-03/g, '2024-04')),
    );
    await screen.findByText('Chosen last time for a file laid out like this one.');
    expect(screen.getByLabelText('Account')).toHaveValue(account?.id);
  });

  it('previews a file dropped on the drop zone', async () => {
    renderPage();
    const zone = screen.getByText(
      'Choose a CSV, OFX, QIF, camt, MT940 or Excel file or drop it here',
    );
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile('dropped.csv', bankExport)] } });
    expect(
      await screen.findByRole('heading', { name: 'Preview of dropped.csv' }),
    ).toBeInTheDocument();
    expect(previewDescriptions()).toHaveLength(3);
  });

  it('counts one transaction from one row in the singular', async () => {
    await openPageWith('one.csv', 'Date,Description,Amount\n2024-03-01,Rent,-900.00\n');
    await screen.findByRole('heading', { name: 'Preview of one.csv' });
    expect(document.querySelector('.import-preview__facts')?.textContent).toMatch(
      /^1 new transaction from 1 row · header on row 1 ·/,
    );
  });

  it('refuses a file of a format import does not read and says why, in red', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), new File(['%PDF'], 'statement.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error importing CSV file: Only .csv, .ofx, .qfx, .qif, .xml (camt), .sta, .mt940, .txt and .xlsx files are supported. Please check the format and try again.',
    );
    expect(screen.getByRole('alert')).toHaveClass('notice--error');
  });

  it('reports a file with no data rows with the spec message', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('empty.csv', 'Date,Description,Amount\n'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error importing CSV file: CSV file must contain at least a header row and one data row. Please check the format and try again.',
    );
  });

  it('shows the AI suggestions box as unavailable without a key or a server proxy', async () => {
    renderPage();
    expect(screen.getByRole('checkbox', { name: /AI suggestions/ })).toBeDisabled();
    expect(screen.getByText(/AI suggestions are unavailable/)).toBeInTheDocument();
  });
});
