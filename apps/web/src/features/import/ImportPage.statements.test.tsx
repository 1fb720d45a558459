import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, readStoredData } from '../../lib/transactions/transactionDb';
import { renderImportPage } from '../../testing/renderImportPage';

function statementFile(name: string): File {
  // Vitest runs from apps/web.
  const bytes = fs.readFileSync(path.resolve('../../packages/core/test/fixtures/statements', name));
  return new File([bytes], name);
}

const previewDates = () =>
  Array.from(
    document.querySelectorAll('table[aria-label="Import preview"] tbody tr td:first-child'),
    (cell) => cell.textContent,
  );

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'));
});

afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

describe('ImportPage with bank statements', () => {
  it(
    'previews a camt statement with its balance check and imports it with its bank ids',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderImportPage();
      await user.upload(
        screen.getByLabelText('CSV file'),
        statementFile('camt053-v02-batch-reversal.xml'),
      );
      expect(await screen.findByText(/7 entries · camt statement · UTF-8/)).toBeInTheDocument();
      expect(
        screen.getByText("Entries add up to the bank's closing balance of €7,137.50"),
      ).toBeInTheDocument();
      // No column mapping for a statement: its fields are named by the format.
      expect(screen.queryByText('Column mapping')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Import 7 transactions' }));
      await screen.findByText(/Successfully imported 7 transactions/);
      const stored = (await readStoredData()).transactions as Transaction[];
      expect(stored).toHaveLength(7);
      expect(
        stored.filter((t) => t.bankId?.startsWith('camt:DE89370400440532013000:')),
      ).toHaveLength(7);
    },
  );

  it(
    'puts the first statement in its stated currency, and asks which currency totals are in',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderImportPage();
      await user.upload(
        screen.getByLabelText('CSV file'),
        statementFile('camt053-v02-batch-reversal.xml'),
      );
      expect(
        await screen.findByText(/This file is in EUR; figures are shown in USD/),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show totals in EUR' }));
      await waitFor(() =>
        expect(screen.queryByText(/This file is in EUR/)).not.toBeInTheDocument(),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Import 7 transactions' }));
      await screen.findByText(/Successfully imported 7 transactions/);
      const stored = await readStoredData();
      const accounts = stored.accounts as { currency: string; id: string }[];
      const used = new Set((stored.transactions as Transaction[]).map((t) => t.accountId));
      expect(accounts.filter((a) => used.has(a.id)).map((a) => a.currency)).toEqual(['EUR']);
      expect(stored.currencyChoice).toEqual({ reportingCurrency: 'EUR', locale: undefined });
    },
  );

  it('offers the accounts of a file with several and says when entries do not add up', async () => {
    const user = userEvent.setup();
    renderImportPage();
    await user.upload(screen.getByLabelText('CSV file'), statementFile('mt940-two-accounts.txt'));
    expect(await screen.findByRole('button', { name: 'Import 2 transactions' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Account in the file'), { target: { value: '1' } });
    expect(await screen.findByRole('button', { name: 'Import 1 transaction' })).toBeEnabled();
    await waitFor(() =>
      expect(
        screen.getByText(
          "Entries add up to €200.00, not the bank's closing balance of €150.00: €50.00 apart. The file may leave entries out.",
        ),
      ).toBeInTheDocument(),
    );
  });

  it("lets the user read a QIF file's dates day first", async () => {
    const user = userEvent.setup();
    renderImportPage();
    await user.upload(screen.getByLabelText('CSV file'), statementFile('qif-splits-only.qif'));
    expect(await screen.findByLabelText('Date format')).toHaveValue('MM/DD/YYYY');
    // Shown in the app's date format (MM/DD/YYYY unless set otherwise).
    expect(previewDates()).toEqual(['05/03/2024', '05/04/2024']);
    fireEvent.change(screen.getByLabelText('Date format'), { target: { value: 'DD/MM/YYYY' } });
    await waitFor(() => expect(previewDates()).toEqual(['03/05/2024', '04/05/2024']));
  });

  it('names the line of a malformed file', async () => {
    const user = userEvent.setup();
    renderImportPage();
    await user.upload(screen.getByLabelText('CSV file'), statementFile('ofx2-malformed.ofx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The OFX file cannot be read at line 16: </STMTTRNN> closes no open element',
    );
  });
});
