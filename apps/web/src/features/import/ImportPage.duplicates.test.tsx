import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredData, writeStoredData } from '../../lib/transactions/transactionDb';
import {
  bankExport,
  csvFile,
  renderImportPage,
  withFreshImportStores,
} from '../../testing/renderImportPage';

withFreshImportStores();

describe('ImportPage: rows already stored', () => {
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
    renderImportPage();
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
    renderImportPage();
    await waitFor(() =>
      expect(screen.queryByText(/Loading your transactions/)).not.toBeInTheDocument(),
    );
    await user.upload(screen.getByLabelText('CSV file'), csvFile('march.csv', bankExport));
    expect(await screen.findByRole('heading', { name: '3 already imported' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled();
    await user.click(screen.getByLabelText('Import these rows anyway'));
    expect(screen.getByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
  });
});
