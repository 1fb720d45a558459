import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, writeStoredData } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { ImportPage } from './ImportPage';

beforeEach(async () => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  // September's statement left Operating checking at $11,077.82.
  await writeStoredData({
    accounts: [
      {
        id: 'operating',
        name: 'Operating checking',
        kind: 'checking',
        currency: 'USD',
        openingBalance: 0,
        openingDate: '2024-09-01',
        archived: false,
      },
    ],
    transactions: [
      {
        id: 'sep-2',
        date: '2024-09-30',
        description: 'PAYROLL',
        amount: -922.18,
        type: 'outflow',
        category: 'Payroll',
        accountId: 'operating',
      },
      {
        id: 'sep-1',
        date: '2024-09-02',
        description: 'CLIENT WIRE',
        amount: 12000,
        type: 'inflow',
        category: 'Sales',
        accountId: 'operating',
      },
    ],
    importBatches: [],
  });
  closeDatabase();
});

afterEach(() => {
  closeDatabase();
});

const october = (firstBalance: string, secondBalance: string) =>
  [
    'Date,Description,Amount,Balance',
    `10/01/2024,GUSTO PAYROLL,-100.00,${firstBalance}`,
    `10/03/2024,STRIPE TRANSFER,50.00,${secondBalance}`,
  ].join('\n');

async function previewInOperating(text: string, name = 'october.csv') {
  const user = userEvent.setup();
  renderAsMember(<ImportPage />, null, '/transactions/import');
  await user.upload(screen.getByLabelText('CSV file'), new File([text], name));
  await screen.findByRole('heading', { name: `Preview of ${name}` });
  await waitFor(() =>
    expect(screen.getByRole('option', { name: /Operating checking/ })).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText('Account'), 'operating');
}

describe("the file's opening balance against the account's", () => {
  it('says plainly, with both figures, when the file does not start where the account stands', async () => {
    // A running total from 0: the balance before the first row reads as $0.00.
    await previewInOperating(october('-100.00', '-50.00'));
    expect(
      await screen.findByText(
        "The file's balance before its first row (10/01/2024) is $0.00, but Operating checking " +
          'holds $11,077.82 at the end of the day before: $11,077.82 apart, from row 2 of the ' +
          'file on. Either the file ' +
          'belongs to another account (choose it above), or a statement between the last import ' +
          'and this file is missing (import it first).',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when the file starts where the account stands', async () => {
    await previewInOperating(october('10977.82', '11027.82'));
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('operating'));
    expect(screen.queryByText(/balance before its first row/)).not.toBeInTheDocument();
  });
});

// An MT940 statement stating its opening balance (:60F:) before October's entries.
const mt940 = (opening: string) =>
  [
    ':20:STMT1010',
    ':25:12345678/0044771234',
    ':28C:00010/001',
    `:60F:C240930USD${opening}`,
    ':61:2410011001D100,00NTRFNONREF',
    ':86:GUSTO PAYROLL',
    ':62F:C241001USD10977,82',
    '-',
  ].join('\r\n');

describe("a statement's stated opening balance against the account's", () => {
  it('says when it is not what the account held, and nothing when it is', async () => {
    await previewInOperating(mt940('12077,82'), 'october.sta');
    expect(
      await screen.findByText(
        /The file's balance before its first row \(10\/01\/2024\) is \$12,077\.82, but Operating checking holds \$11,077\.82 at the end of the day before: \$1,000\.00 apart, from row 1 of the file on\./,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when it is what the account held', async () => {
    await previewInOperating(mt940('11077,82'), 'october.sta');
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('operating'));
    expect(screen.queryByText(/balance before its first row/)).not.toBeInTheDocument();
  });
});
