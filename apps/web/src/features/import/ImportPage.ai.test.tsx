import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { DEFAULT_OPENROUTER_BASE_URL } from '@cashline/ai';
import { errorReply, jsonReply, startFakeOpenRouter } from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { closeCategorisationDb } from '../../lib/categorisation/categorisationDb';
import { SETTINGS_STORAGE_KEY } from '../../lib/settings/settingsSchema';
import { closeDatabase } from '../../lib/transactions/transactionDb';
import { renderImportPage } from '../../testing/renderImportPage';

const KEY = 'sk-or-import-page';
let fake: FakeOpenRouter;
const realFetch = window.fetch.bind(window);

beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: KEY });
  // jsdom has no object URLs; the transformed file's auto-save download needs one.
  URL.createObjectURL = () => 'blob:cashline-test';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => fake.close());

beforeEach(() => {
  fake.reset();
  closeDatabase();
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ api: { openRouterKey: KEY } }));
  // The gateway is the local fake; the app's own server is not there.
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(DEFAULT_OPENROUTER_BASE_URL))
      return Promise.reject(new TypeError('offline'));
    return realFetch(fake.baseUrl + url.slice(DEFAULT_OPENROUTER_BASE_URL.length), init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  closeDatabase();
});

/** Opens the import page with AI suggestions ticked and chooses a two-row file. */
async function openWithAi() {
  renderImportPage();
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: /AI suggestions/ }));
  await user.upload(
    screen.getByLabelText('CSV file'),
    new File(
      [
        'Date,Description,Amount\n2024-03-01,Harbor Properties lease,-2400.00\n2024-03-02,Square payout,1385.20\n',
      ],
      'march.csv',
      { type: 'text/csv' },
    ),
  );
  return user;
}

it('says the categories of an AI categorisation came from the AI, not from the file', async () => {
  fake.when({
    bodyIncludes: 'You propose data transformations',
    reply: jsonReply({
      suggestions: [
        {
          id: 'categorise',
          name: 'Categorise descriptions',
          description: 'A category for each row',
          sourceColumn: 'Description',
          targetColumn: 'AI Category',
          transformationType: 'categorize',
        },
      ],
      confidence: 0.9,
      reasoning: 'No category column.',
    }),
  });
  fake.when({
    bodyIncludes: 'You categorise bank transactions',
    reply: jsonReply({ categories: ['Rent', 'Sales'] }),
  });
  // The file's insight and the AI's column mapping fail: the file's own reading is kept.
  fake.respond(errorReply(500, 'Not in this test'));

  const user = await openWithAi();
  expect(await screen.findByText('Categories: 2 by keywords.')).toBeInTheDocument();
  await user.click(await screen.findByRole('checkbox', { name: /Categorise descriptions/ }));
  await user.click(screen.getByRole('button', { name: 'Apply Transformations' }));
  await user.click(await screen.findByRole('button', { name: 'Import into App' }));
  expect(await screen.findByText('Categories: 2 by the AI.')).toBeInTheDocument();
});

it('never takes a running total an AI transformation computed for the statement balance', async () => {
  fake.when({
    bodyIncludes: 'You propose data transformations',
    reply: jsonReply({
      suggestions: [
        {
          id: 'total',
          name: 'Running total',
          description: 'A cumulative sum of the amounts',
          sourceColumn: 'Amount',
          targetColumn: 'Running total',
          transformationType: 'calculate',
          formula: 'running_total',
        },
      ],
      confidence: 0.9,
      reasoning: 'Totals help.',
    }),
  });
  fake.respond(errorReply(500, 'Not in this test'));
  const user = await openWithAi();
  await user.click(await screen.findByRole('checkbox', { name: /Running total/ }));
  await user.click(screen.getByRole('button', { name: 'Apply Transformations' }));
  await user.click(await screen.findByRole('button', { name: 'Import into App' }));
  expect(
    await screen.findByText(
      /"Running total" was computed by the import, not written by the bank: it is not read as the statement's balance\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Balance')).toHaveValue('');
});
