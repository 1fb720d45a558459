import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import { closeDatabase } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { ImportPage } from './ImportPage';

const csv = ['Date,Description,Amount', '03/02/2024,Square sale,1385.20'].join('\n');

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

afterEach(() => {
  closeDatabase();
});

describe('the import page by role', () => {
  it('tells a viewer the ledger is view-only and offers no file to choose', () => {
    renderAsMember(<ImportPage />, 'viewer', '/transactions/import');
    expect(screen.getByRole('heading', { name: 'Import Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(VIEW_ONLY_MESSAGE);
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transactions' })).toBeInTheDocument();
  });

  it('lets an editor choose a file and import it, with no view-only line', async () => {
    const user = userEvent.setup();
    renderAsMember(<ImportPage />, 'editor', '/transactions/import');
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([csv], 'march.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('button', { name: /^Import 1 transaction/ })).toBeEnabled();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the import for a signed-out visitor, whose ledger is this browser’s own', () => {
    renderAsMember(<ImportPage />, null, '/transactions/import');
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });
});
