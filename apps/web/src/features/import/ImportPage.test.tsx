import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeCategorisation } from '../../lib/categorisation/categorisationDb';
import { readStoredData } from '../../lib/transactions/transactionDb';
import {
  bankExport,
  csvFile,
  openPageWith,
  previewDescriptions,
  renderImportPage,
  withFreshImportStores,
} from '../../testing/renderImportPage';

withFreshImportStores();

describe('ImportPage', () => {
  it(
    'previews before saving, follows a mapping change, imports and opens the dashboard after 2 s',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const router = renderImportPage();
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
    renderImportPage();
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
    renderImportPage();
    await user.upload(screen.getByLabelText('CSV file'), new File(['%PDF'], 'statement.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error importing CSV file: Only .csv, .ofx, .qfx, .qif, .xml (camt), .sta, .mt940, .txt and .xlsx files are supported. Please check the format and try again.',
    );
    expect(screen.getByRole('alert')).toHaveClass('notice--error');
  });

  it('reports a file with no data rows with the spec message', async () => {
    const user = userEvent.setup();
    renderImportPage();
    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('empty.csv', 'Date,Description,Amount\n'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error importing CSV file: CSV file must contain at least a header row and one data row. Please check the format and try again.',
    );
  });

  it('shows the AI suggestions box as unavailable without a key or a server proxy', async () => {
    renderImportPage();
    expect(screen.getByRole('checkbox', { name: /AI suggestions/ })).toBeDisabled();
    expect(screen.getByText(/AI suggestions are unavailable/)).toBeInTheDocument();
  });
});
