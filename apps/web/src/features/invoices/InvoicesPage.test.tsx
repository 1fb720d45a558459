import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { OpenItem, Transaction } from '@cashline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { OpenItemsProvider } from '../../lib/invoices/OpenItemsProvider';
import { readOpenItems, writeOpenItems } from '../../lib/invoices/openItemsStore';
import { TransactionProvider } from '../../lib/transactions/TransactionProvider';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { todayIso } from '../../lib/clock';
import { InvoicesPage } from './InvoicesPage';
beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  closeDatabase();
  localStorage.clear();
});

function renderPage() {
  render(
    <SettingsProvider>
      <MemoryRouter>
        <TransactionProvider>
          <OpenItemsProvider>
            <InvoicesPage />
          </OpenItemsProvider>
        </TransactionProvider>
      </MemoryRouter>
    </SettingsProvider>,
  );
}

const csv = (rows: string[]) =>
  new File(
    [['Customer,Number,Amount,Issue date,Due date,Paid date', ...rows].join('\n')],
    'ar.csv',
    {
      type: 'text/csv',
    },
  );

describe('the invoices and bills page, signed out', () => {
  it('imports a CSV whole or not at all, with each bad row and its reason', async () => {
    const user = userEvent.setup();
    renderPage();
    const file = screen.getByLabelText('CSV file');
    await user.upload(
      file,
      csv(['Acme,1001,500,2026-09-01,2026-10-01,', 'Birch,1002,lots,2026-09-01,2026-10-01,']),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported from ar.csv: 1 row could not be read.');
    expect(alert).toHaveTextContent('Row 3: The amount "lots" is not an amount');
    expect(readOpenItems()).toEqual([]);

    await user.upload(
      file,
      csv([
        'Acme,1001,500,2026-09-01,2026-10-01,',
        'Birch,1002,80,2026-08-01,2026-08-31,2026-09-04',
      ]),
    );
    expect(await screen.findByText('Imported 2 from ar.csv.')).toBeInTheDocument();
    expect(readOpenItems().map((item) => [item.number, item.balance])).toEqual([
      ['1001', 500],
      ['1002', 0],
    ]);
    const table = screen.getByRole('table', { name: 'Invoices and bills' });
    expect(within(table).getByText('Paid 2026-09-04')).toBeInTheDocument();
  });

  it('adds an invoice by hand, refuses a bad one with its reason, and marks one paid today', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('form', { name: 'Add an invoice or bill' });
    await user.type(within(form).getByLabelText('Customer'), 'Dodo');
    await user.type(within(form).getByLabelText('Number'), 'D-1');
    await user.type(within(form).getByLabelText('Amount'), '250.50');
    await user.type(within(form).getByLabelText('Issue date'), '2026-10-10');
    await user.type(within(form).getByLabelText('Due date'), '2026-10-01');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The due date cannot be before the issue date',
    );
    expect(readOpenItems()).toEqual([]);

    await user.clear(within(form).getByLabelText('Due date'));
    await user.type(within(form).getByLabelText('Due date'), '2026-11-09');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(readOpenItems()).toMatchObject([{ party: 'Dodo', amount: 250.5, balance: 250.5 }]);

    await user.click(screen.getByRole('button', { name: 'Mark D-1 of Dodo paid' }));
    const today = todayIso();
    expect(readOpenItems()).toMatchObject([
      {
        balance: 0,
        payments: [{ date: today < '2026-10-10' ? '2026-10-10' : today, amount: 250.5 }],
      },
    ]);
  });

  it('suggests the incoming payment of an open invoice and matches it with its date and id', async () => {
    const invoice = (id: string, party: string, amount: number): OpenItem => ({
      id,
      kind: 'invoice',
      party,
      number: id.toUpperCase(),
      amount,
      balance: amount,
      issueDate: '2026-05-01',
      dueDate: '2026-05-31',
      payments: [],
    });
    const income = (id: string, description: string, amount: number): Transaction => ({
      id,
      date: '2026-06-04',
      description,
      amount,
      type: amount > 0 ? 'inflow' : 'outflow',
      category: 'Sales',
    });
    writeOpenItems([invoice('inv-7', 'Seaside Cafe', 1250), invoice('inv-8', 'Harbor Hotel', 600)]);
    await writeStoredData({
      transactions: [
        income('t-cafe', 'ACH SEASIDE CAFE LLC', 1250),
        income('t-other', 'Market stall cash', 75),
        income('t-rent', 'Rent', -600),
      ],
      importBatches: [],
      accounts: [],
    });
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Payments to match' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(panel).toHaveTextContent(
      'ACH SEASIDE CAFE LLC: $1,250 for INV-7 of Seaside Cafe ($1,250 open, same name)',
    );
    await user.click(
      within(panel).getByRole('button', {
        name: 'Match ACH SEASIDE CAFE LLC of 2026-06-04 to INV-7',
      }),
    );
    expect(readOpenItems().find((item) => item.id === 'inv-7')).toMatchObject({
      balance: 0,
      payments: [{ date: '2026-06-04', amount: 1250, transactionId: 't-cafe' }],
    });
    expect(screen.queryByRole('region', { name: 'Payments to match' })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Invoices and bills' })).getByText(
        'Paid 2026-06-04',
      ),
    ).toBeInTheDocument();
  });

  it('says when an invoice paid here is still open in QuickBooks', async () => {
    writeOpenItems([
      {
        id: 'qbo-invoice-12',
        kind: 'invoice',
        party: 'Harbor Hotel',
        number: '1012',
        amount: 600,
        balance: 0,
        issueDate: '2026-05-01',
        dueDate: '2026-05-31',
        payments: [{ date: '2026-06-04', amount: 600, transactionId: 't-hotel' }],
        quickBooksBalance: 600,
      },
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Invoices and bills' });
    expect(
      within(table).getByText('Paid 2026-06-04 here, still open in QuickBooks ($600)'),
    ).toBeInTheDocument();
  });
});
