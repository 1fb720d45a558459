import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Transaction } from '@cashline/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeCategorisationDb,
  readCategorisation,
  writeCategorisation,
} from '../../lib/categorisation/categorisationDb';
import {
  closeDatabase,
  readStoredData,
  writeStoredData,
} from '../../lib/transactions/transactionDb';
import { renderWithStores } from '../../testing/renderWithStores';
import { RulesPage } from './RulesPage';

const tx = (id: string, description: string, extras: Partial<Transaction> = {}): Transaction => ({
  id,
  date: '2024-05-02',
  description,
  amount: -25,
  type: 'outflow',
  category: 'Other',
  categorySource: 'heuristic',
  ...extras,
});

beforeEach(async () => {
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  await writeStoredData({
    transactions: [
      tx('a', 'SLACK T02ABCD CA'),
      tx('b', 'SLACK T02ABCD CA'),
      tx('c', 'SLACK T02ABCD CA', { category: 'Team', categorySource: 'manual' }),
      tx('d', 'Office rent'),
    ],
    importBatches: [],
  });
});

afterEach(() => {
  closeDatabase();
  closeCategorisationDb();
});

describe('RulesPage', () => {
  it('previews a new rule, then saves and applies it, never over a category chosen by hand', async () => {
    const user = userEvent.setup();
    renderWithStores(<RulesPage />);
    await screen.findByText(/No rules yet/);
    await user.click(screen.getByRole('button', { name: 'New rule' }));
    await user.type(screen.getByLabelText('Value'), 'slack');
    await user.type(screen.getByLabelText('Set category'), 'Software');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('table', { name: 'Rule preview' });
    expect(screen.getByText('This rule would change 2 transactions.')).toBeInTheDocument();
    expect(within(preview).getAllByText('Software')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save and apply' }));

    expect(
      await screen.findByText('Rule saved and applied to 2 transactions.'),
    ).toBeInTheDocument();
    const stored = (await readStoredData()).transactions!;
    expect(stored.map((t) => t.category)).toEqual(['Software', 'Software', 'Team', 'Other']);
    const rules = screen.getByRole('table', { name: 'Rules' });
    expect(
      within(rules).getByText("If description contains 'slack': category Software"),
    ).toBeInTheDocument();
    expect(within(rules).getByText('3')).toBeInTheDocument();
  });

  it('says what is wrong with a rule instead of saving it', async () => {
    const user = userEvent.setup();
    renderWithStores(<RulesPage />);
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    await user.selectOptions(screen.getByLabelText('Looks at'), 'pattern');
    await user.type(screen.getByLabelText('Value'), '(?=a)b');
    await user.type(screen.getByLabelText('Set category'), 'X');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Condition 1: The pattern is not a valid regular expression, or uses look-ahead/,
    );
    expect((await readCategorisation()).rules).toEqual([]);
  });

  it('reorders rules and refuses a rules file that does not validate', async () => {
    await writeCategorisation({
      rules: [
        { id: 'r1', conditions: [{ kind: 'payee', value: 'a' }], actions: { category: 'A' } },
        { id: 'r2', conditions: [{ kind: 'payee', value: 'b' }], actions: { category: 'B' } },
      ],
      definitions: [],
    });
    const user = userEvent.setup();
    renderWithStores(<RulesPage />);
    await user.click(await screen.findByRole('button', { name: 'Move rule 2 up' }));
    await screen.findByText('Rule order saved.');
    expect((await readCategorisation()).rules.map((r) => r.id)).toEqual(['r2', 'r1']);

    const file = new File(['{"cashlineRules":1,"rules":[{"id":"x"}]}'], 'client.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Import rules'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^client\.json was not imported\./);
    expect((await readCategorisation()).rules).toHaveLength(2);
  });
});
