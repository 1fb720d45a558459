import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseColumn,
  openPageWith,
  previewDescriptions,
  withFreshImportStores,
} from '../../testing/renderImportPage';

withFreshImportStores();

describe('ImportPage: choosing the columns', () => {
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
});
