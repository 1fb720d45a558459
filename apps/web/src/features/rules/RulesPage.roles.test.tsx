import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIEW_ONLY_MESSAGE } from '../../components/access/ViewOnlyNotice';
import {
  closeCategorisationDb,
  writeCategorisation,
} from '../../lib/categorisation/categorisationDb';
import { closeDatabase } from '../../lib/transactions/transactionDb';
import { renderAsMember } from '../../testing/renderAsMember';
import { RulesPage } from './RulesPage';

beforeEach(async () => {
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
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
  closeCategorisationDb();
});
afterEach(() => {
  closeDatabase();
  closeCategorisationDb();
});

describe('the rules page by role', () => {
  it('lists the rules for a viewer and offers no way to change them', async () => {
    renderAsMember(<RulesPage />, 'viewer', '/transactions/rules');
    const table = await screen.findByRole('table', { name: 'Rules' });
    expect(within(table).getByText(/aws emea/i)).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument();
    expect(screen.queryByText('Import rules')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export rules' })).toBeEnabled();
    expect(screen.getByText(VIEW_ONLY_MESSAGE)).toBeInTheDocument();
  });

  it('lets an editor create, import, reorder, edit and delete rules', async () => {
    renderAsMember(<RulesPage />, 'editor', '/transactions/rules');
    const table = await screen.findByRole('table', { name: 'Rules' });
    for (const name of ['Move rule 1 up', 'Move rule 1 down', 'Edit rule 1', 'Delete rule 1']) {
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'New rule' })).toBeInTheDocument();
    expect(screen.getByText('Import rules')).toBeInTheDocument();
    expect(screen.queryByText(VIEW_ONLY_MESSAGE)).not.toBeInTheDocument();
  });
});
